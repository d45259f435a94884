"""Sessions in and out of the scorebook as files: the ledger JSON document and the CSV table
(``export_json``, ``export_csv``, written whole or not at all by ``write_atomically``), and a
ledger file read for an import (``read_import``, ``import_file``)."""

from __future__ import annotations

import csv
import io
import json
import os
import secrets
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong_gui.engine.inputs import load_json
from mahjong_gui.store.files import read_user_file
from mahjong_gui.store.money import format_amount, night
from mahjong_gui.store.scorebook.sessions import MAX_SESSION_NAME

if TYPE_CHECKING:
    from mahjong_gui.store.scorebook.book import Scorebook

MAX_IMPORT_BYTES = 20_000_000  # an import file; a ledger of many thousand hands is a few MB


def read_import(path: str | os.PathLike[str]) -> Any:
    """A document from a file to import, bounded before it is parsed: a regular file of at
    most MAX_IMPORT_BYTES (never more is read), then JSON of at most ``MAX_JSON_VALUES``
    values, counted before anything is built. Raises ``UserFileError`` or
    ``InputLimitError``."""
    return load_json(read_user_file(path, MAX_IMPORT_BYTES))


def file_session_name(path: str | os.PathLike[str]) -> str:
    """The name an imported session without one takes: its file's name without the suffix,
    as text (bytes that are not UTF-8 become U+FFFD) of at most MAX_SESSION_NAME characters."""
    stem = Path(path).stem.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return stem[:MAX_SESSION_NAME]


def import_file(book_path: str | os.PathLike[str], path: str | os.PathLike[str], *,
                allow_duplicate: bool = False) -> int:
    """Read ``path`` (``read_import``) and store it as a new session of the scorebook at
    ``book_path`` through a connection of its own, so that it can run on a worker thread; a
    document without a name takes its file's. The new session's id; raises ``UserFileError``,
    ``InputLimitError`` or ``ScorebookError`` (``import_document``)."""
    doc = read_import(path)
    name = None if isinstance(doc, dict) and doc.get("name") else file_session_name(path)
    from mahjong_gui.store.scorebook.book import Scorebook

    with Scorebook(book_path) as book:
        return book.import_document(doc, name, allow_duplicate=allow_duplicate)



def write_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all: a temporary file in the same
    folder, flushed to disk, then ``os.replace`` (a symlink's target is the file replaced)."""
    target = os.path.realpath(path)
    folder = os.path.dirname(target) or "."
    temp = os.path.join(folder, f".{os.path.basename(target)}.{secrets.token_hex(6)}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        try:  # an existing file keeps its permissions
            os.chmod(temp, stat.S_IMODE(os.stat(target).st_mode))
        except FileNotFoundError:
            pass
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise



# ---------------------------------------------------------------------------------------------
# Export


def export_json(book: Scorebook, session_id: int) -> str:
    return json.dumps(book.document(session_id), ensure_ascii=False, indent=1) + "\n"


# The CSV table's words, in English; ``export_csv(headings=...)`` takes translations of them
# (the app passes its language's). ``{0}`` is a player's name.
CSV_HEADINGS: tuple[str, ...] = ("hand", "dealer", "winners", "note", "total {0}", "won {0}",
                                 "total", "points", "rank points", "stake", "cap", "money",
                                 "pays", "pot", "seats")
CSV_BOM = "\ufeff"  # spreadsheets read a CSV file as UTF-8 only after this mark
WINNERS_SEPARATOR = " / "


def export_csv(book: Scorebook, session_id: int,
               headings: Mapping[str, str] | None = None) -> str:
    """One row per hand (dealer, winners, note, each player's delta and running total), then a
    totals row; majsoul adds the points held, competition the rank points.

    The ``winners`` column joins the names with " / "; after the running totals come one
    ``won <name>`` column per seat (1 where that seat won the hand), which says who won even
    when a name holds the separator. A session that keeps money ends with its stake (and
    cap), each player's money and one ``pays`` row per transfer (payer, payee or ``pot``,
    amount), amounts with two decimals. A session whose seats changed between games heads
    each seat's columns with every name that sat there (" / "), names each hand's dealer and
    winners as seated then, ends each hand's row with a ``seats`` column (the four names, " / "),
    and gives the money by name. ``headings`` replaces the English words of
    ``CSV_HEADINGS`` (missing ones stay English). No byte-order mark: ``export_to`` writes
    one at the start of a file."""
    words = {w: w for w in CSV_HEADINGS}
    for key, value in (headings or {}).items():
        if key in words and isinstance(value, str) and value:
            words[key] = value

    def each(word: str, names: Sequence[str]) -> list[str]:
        return [words[word].replace("{0}", n) for n in names]

    state = book.state(session_id)
    info, result, notes = state.info, state.result, state.notes
    names = list(info.players)
    seated = bool(info.seatings)
    if seated:  # every name that sat in each seat
        names = [WINNERS_SEPARATOR.join(dict.fromkeys(
            [n[s] for _, n in info.seatings] + [info.players[s]])) for s in range(4)]
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow([words["hand"], words["dealer"], words["winners"], words["note"], *names,
                *each("total {0}", names), *each("won {0}", names),
                *([words["seats"]] if seated else [])])
    blank = [""] * 4
    running = [0, 0, 0, 0]
    for i, hand in enumerate(result.hands):
        running = [running[s] + hand.deltas[s] for s in range(4)]
        at = info.names_at(i)
        w.writerow([i + 1, at[hand.dealer],
                    WINNERS_SEPARATOR.join(at[s] for s in hand.winners),
                    notes[i], *hand.deltas, *running,
                    *("1" if s in hand.winners else "" for s in range(4)),
                    *([WINNERS_SEPARATOR.join(at)] if seated else [])])
    w.writerow([words["total"], "", "", "", *result.totals, *result.totals, *blank])
    if result.points is not None:
        w.writerow([words["points"], "", "", "", *result.points, *result.points, *blank])
    if result.rank_points is not None:
        w.writerow([words["rank points"], "", "", "", *result.rank_points,
                    *result.rank_points, *blank])
    terms = info.terms
    if terms is not None:  # the night's money: the terms, each one's money, who pays whom
        payers = info.all_names() if seated else names
        money = night(info.by_name([h.deltas for h in result.hands]) if seated
                      else result.totals, terms)
        w.writerow([words["stake"], format_amount(terms.stake)])
        if terms.cap is not None:
            w.writerow([words["cap"], format_amount(terms.cap)])
        amounts = [format_amount(b) for b in money.balances]
        if seated:  # by name: each name's money after it
            w.writerow([words["money"], "", "", "",
                        *(x for pair in zip(payers, amounts, strict=True) for x in pair)])
        else:
            w.writerow([words["money"], "", "", "", *amounts, *amounts, *blank])
        for t in money.transfers:
            w.writerow([words["pays"], payers[t.payer],
                        words["pot"] if t.payee is None else payers[t.payee],
                        format_amount(t.amount)])
    return out.getvalue()
