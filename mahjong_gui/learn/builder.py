"""Builds one Learn page: a template's ``{{name:argument}}`` placeholders filled with what the
engine knows (tile pictures, pattern tables, worked examples settled now, options, links).

Placeholders (the argument never contains ``}}``):

- ``{{tiles:123m 456p pong:5s}}`` tile pictures (hand notation; groups apart);
- ``{{example:ID}}`` a worked example of ``examples.EXAMPLES``: the hand, its payments per
  player with totals, and a link that opens it in the calculator or the scorebook;
- ``{{patterns:PROFILE}}`` the profile's scoring table, each row with its condition
  (``patterns.json``) and a hand that the engine scores with that row;
- ``{{points:PROFILE}}`` what each fan / han / faan is worth;
- ``{{options:PROFILE}}`` the room or table options with their defaults;
- ``{{compare:ID}}`` one hand (``examples.COMPARE_HANDS``) under every profile;
- ``{{value:PROFILE:FIELD}}`` one number of the profile record (``VALUE_FIELDS``);
- ``{{number:N}}`` a number in the page language's format;
- ``{{term:ID}}`` the glossary's word for a term, linked to the glossary;
- ``{{link:PAGE}}`` a link to another page, titled as that page is;
- ``{{glossary}}`` the whole glossary, one column per language;
- ``{{study:ID}}`` a hand of ``studies.STUDIES`` studied by the engine: its shanten and
  improving tiles, its discards, its waits, a turn, a void choice, a flower pig, the danger of
  each discard against a threatening player, or the faan of each winning tile;
- ``{{fact:ID:FIELD}}`` one number, tile or suit of a study, for a sentence.

Words the builder writes itself (table headers, pattern names) and number formats come from
a ``Words`` object, so this module needs no Qt.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

from mahjong_gui.engine.common import Payment, deltas
from mahjong_gui.engine.family.base import TableScore
from mahjong_gui.engine.family.registry import family_of, score_view
from mahjong_gui.engine.melds import Meld, MeldKind, parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile
from mahjong_gui.engine.tiles import Tile, TileError
from mahjong_gui.learn import examples as ex
from mahjong_gui.learn import studies as st
from mahjong_gui.learn.pages import (
    LANGUAGES,
    NATIVE_NAMES,
    PAGE_INFO,
    LearnError,
    conditions,
    glossary,
    load_template,
    term,
)

MARKED = "#fff1bf"  # the background of a study table's highlighted row
DANGER = "#b3261e"  # the colour of a study's "yes, the threat wins on it"
PLACEHOLDER = re.compile(r"\{\{\s*([a-z]+)\s*(?::([^{}]*?))?\s*\}\}")
TILE_H = 36  # a hand's tiles, logical pixels
SMALL_H = 26  # tiles inside a table

# Words the builder writes, in English (the UI translates them in the "Learn" context).
LABELS: dict[str, str] = {
    "open_calculator": "Open in the calculator",
    "open_scorebook": "Open in the scorebook",
    "total": "Total",
    "payment": "Payment",
    "pattern": "Pattern",
    "condition": "What it takes",
    "example": "Example hand",
    "value": "Value",
    "rules": "Rules",
    "option": "Option",
    "choices": "Choices (the default first)",
    "limit": "limit",
    "instead_of": "instead of %1",
    "counted": "Counted: %1",
    "winning_tile": "winning tile",
    "not_a_win": "Not a win: %1",
    "whole_number": "a whole number, %1 unless changed",
    "each_payer": "Each payer",
    "deltas": "Result per seat",
    "concealed": "concealed",
    # punctuation is the language's own (full-width in Chinese and Japanese)
    "score_line": "%1: %2. Value: %3",
    "name_line": "%1: %2",
    "separator": ", ",
    "aside": "(%1)",
    # the studies (learn/studies.py)
    "st_shanten": "Shanten: %1",
    "st_improving": "Improving tiles: %1 (%2 tiles)",
    "st_waits": "Waits: %1 (%2 tiles left)",
    "st_void_is": "Void suit: %1",
    "st_discard": "Discard",
    "st_shanten_after": "Shanten after it",
    "st_improving_head": "Improving tiles",
    "st_count": "How many",
    "st_draw": "Draw",
    "st_after": "The hand after it",
    "st_void": "Void suit",
    "st_held": "Tiles of it held",
    "st_shanten_head": "Shanten",
    "st_one_suit": "Shanten to one suit",
    "st_pig": "Flower pig",
    "st_ready": "Ready",
    "st_yes": "yes",
    "st_no": "no",
    "st_not_ready": "not ready",
    "st_ready_value": "ready, worth %1",
    "st_your_hand": "Your hand: %1",
    "st_threat_hand": "%1's hand, hidden in a real game: %2",
    "st_threat_wins": "Does %1 win on it?",
    "st_you_pay": "yes: you pay %1",
    "st_winning_tile": "Winning tile",
    "st_on_discard": "On a discard",
    "st_self_drawn": "Self-drawn",
    "st_below_minimum": "%1: below the minimum, no win",
}

# Free-number options the game offers as a few choices (the new-game dialog's, which a test
# keeps equal): Hong Kong's match is one wind round or four (docs/rules.md §3.1, decision).
OFFERED_CHOICES: dict[str, tuple[str, ...]] = {"rounds": ("1", "4")}

# Numbers of a profile record a page may quote with {{value:PROFILE:FIELD}}.
VALUE_FIELDS = frozenset({
    "cap", "self_draw_bonus", "kong_exposed", "kong_added", "kong_concealed", "pig_amount",
    "false_win_penalty", "start_score", "hands_per_game", "games", "minimum", "limit",
    "dead_wall", "tile_count", "min_faan"})


class Words(Protocol):
    """The page language's words and number format (the UI implements it with Qt)."""

    lang: str

    def number(self, n: int) -> str: ...
    def label(self, key: str) -> str: ...
    def pattern(self, pattern_id: str) -> str: ...
    def reason(self, reason_id: str) -> str: ...
    def profile(self, profile_id: str) -> str: ...
    def unit(self, unit: str) -> str: ...
    def option(self, key: str) -> str: ...
    def option_value(self, key: str, value: str) -> str: ...
    def wind(self, n: int) -> str: ...
    def error(self, code: str) -> str: ...
    def suit(self, suit: str) -> str: ...


@dataclass
class BuiltPage:
    """A filled page: its HTML and title, the language its text is in (English when the
    requested language has no page yet), and what it refers to (for the checks)."""

    id: str
    lang: str
    source_lang: str
    title: str
    html: str
    links: list[str] = field(default_factory=list)
    tiles: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    studies: list[str] = field(default_factory=list)

    @property
    def fallback(self) -> bool:
        return self.source_lang != self.lang


def _e(text: str) -> str:
    return html.escape(text, quote=False)


class _Build:
    def __init__(self, page_id: str, words: Words, source_lang: str) -> None:
        self.page_id = page_id
        self.w = words
        self.source_lang = source_lang
        self.tiles: list[str] = []
        self.examples: list[str] = []
        self.studies: list[str] = []

    # -- small pieces --------------------------------------------------------------------

    def signed(self, n: int) -> str:
        """A total with its sign, the signs the app's own totals show (``texts.signed``: the
        locale's, "+" and "-" in all six languages)."""
        if n > 0:
            return "+" + self.w.number(n)
        if n < 0:
            return "-" + self.w.number(-n)
        return self.w.number(0)

    def label(self, key: str, arg: str | None = None) -> str:
        text = self.w.label(key)
        return text.replace("%1", arg) if arg is not None else text

    def fmt(self, key: str, *parts: str) -> str:
        """A label with its %1, %2, ... filled by HTML ``parts`` (the label is escaped)."""
        text = _e(self.w.label(key))
        for i, part in reversed(list(enumerate(parts, start=1))):
            text = text.replace(f"%{i}", part)
        return text

    def tile_img(self, tile: Tile | str, height: int, mark: bool = False) -> str:
        name = str(tile)
        self.tiles.append(name)
        width = round(height * 3 / 4)
        # "?win": the picture is drawn outlined (the winning tile), see ui/learn_page.py
        src = f"tile:{name}?win" if mark else f"tile:{name}"
        return f"<img src='{src}' width='{width}' height='{height}' alt='{name}'>"

    def group(self, tiles: Iterable[Tile], height: int) -> str:
        return "".join(self.tile_img(t, height) for t in tiles)

    def meld_tiles(self, meld: Meld) -> Sequence[Tile]:
        return meld.tiles

    def hand_html(self, hand: Sequence[Tile], melds: Sequence[Meld], bonus: Sequence[Tile],
                  height: int = TILE_H, winning: bool = True) -> str:
        gap = "&nbsp;&nbsp;"
        parts = []
        concealed = list(hand[:-1]) if winning and hand else list(hand)
        if concealed:
            parts.append(self.group(sorted(concealed), height))
        for m in melds:
            tiles = self.group(self.meld_tiles(m), height)
            if m.kind is MeldKind.ANKONG:
                tiles += f"<sub>{_e(self.label('concealed'))}</sub>"
            parts.append(tiles)
        if winning and hand:
            parts.append(self.tile_img(hand[-1], height, mark=True))
        if bonus:
            parts.append(self.group(bonus, height))
        return gap.join(parts)

    def names(self, example: ex.Example) -> list[str]:
        names = example.names
        if names:
            return [str(n) for n in names]
        return [self.w.wind(n) for n in (1, 2, 3, 4)]

    @staticmethod
    def table(headers: Sequence[str], rows: Iterable[Sequence[str]], escape: bool = True,
              marked: Iterable[int] = (), widths: Sequence[int] = ()) -> str:
        """A bordered table; the rows whose index is in ``marked`` are drawn highlighted;
        ``widths``: each column's share of the page, in per cent (the text's layout gives
        every extra pixel to the widest content otherwise)."""
        head = "".join(
            f"<th align='left'{f' width={widths[i]}%' if i < len(widths) else ''}>"
            f"{_e(h) if escape else h}</th>" for i, h in enumerate(headers))
        body = []
        mark = set(marked)
        columns = len(headers)
        for n, r in enumerate(rows):
            if len(r) == 1 and columns > 1:  # a row of one cell spans the table
                cells = f"<td colspan={columns}>{r[0]}</td>"
            else:
                cells = "".join(f"<td>{c}</td>" for c in r)
            style = f" bgcolor='{MARKED}'" if n in mark else ""
            body.append(f"<tr{style}>{cells}</tr>")
        head_row = f"<tr style='background: #eef3ef'>{head}</tr>" if any(headers) else ""
        return ("<table border='1' cellspacing='0' cellpadding='4' "
                "style='border-collapse: collapse; border-color: #bbb; margin: 4px 0'>"
                f"{head_row}{''.join(body)}</table>")

    # -- scores ----------------------------------------------------------------------------

    def score_lines(self, profile: AnyProfile, score: TableScore) -> str:
        unit = self.w.unit(profile.unit)
        items = []
        for line in score_view(profile, score).lines:
            if line.kind == "limit":
                value = self.label("limit")
            elif line.kind == "double":
                value = "\u00d7" + self.w.number(line.shown)
            elif profile.unit == "base":  # a base value, not a count of units
                value = self.w.number(line.shown)
            else:
                value = f"{self.w.number(line.shown)} {unit}"
            items.append(f"{self.w.pattern(line.id)} {value}")
        return _e(self.w.label("separator").join(items))

    def value_text(self, profile: AnyProfile, score: TableScore) -> str:
        view = score_view(profile, score)
        if view.headline == "total":
            return (f"{self.w.number(view.total)} {self.w.unit(view.unit)} \u2192 "
                    f"{self.w.number(view.value)}")
        return self.w.number(view.value)

    def payment_table(self, example: ex.Example, settled: ex.Settled) -> str:
        names = self.names(example)
        rows: list[list[str]] = []
        # One row per (event, reason, payee), in the order the rows first come.
        groups: dict[tuple[Any, ...], list[Payment]] = {}
        for p in settled.payments:
            groups.setdefault((p.event, p.reason.value, p.payee), []).append(p)
        for key, group in groups.items():
            amounts = deltas(group)
            rows.append([_e(self.w.reason(str(key[1])))]
                        + [_e(self.signed(a)) if a else "" for a in amounts])
        rows.append([f"<b>{_e(self.label('total'))}</b>"]
                    + [f"<b>{_e(self.signed(t))}</b>" for t in settled.totals])
        return self.table([self.label("payment"), *names], rows)

    # -- placeholders ------------------------------------------------------------------------

    def p_tiles(self, arg: str) -> str:
        """Each word of the argument is one group, drawn in the order written."""
        groups = []
        for word in arg.split():
            try:
                hand, melds, bonus = parse_hand(word)
            except TileError as err:
                raise LearnError("bad_tiles", f"{arg!r}: {err.code.value}") from err
            tiles = [*hand, *(t for m in melds for t in m.tiles), *bonus]
            groups.append(self.group(tiles, TILE_H))
        return "&nbsp;&nbsp;".join(groups)

    def p_example(self, arg: str) -> str:
        example = ex.EXAMPLES.get(arg)
        if example is None:
            raise LearnError("unknown_example", arg)
        self.examples.append(example.id)
        return self.example_html(example)

    def example_html(self, example: ex.Example) -> str:
        settled = ex.settle(example)
        profile = PROFILES[example.profile]
        out = [f"<a name='ex-{_e(example.id)}'></a><div>"]
        if isinstance(example, ex.WinExample):
            hand, melds, bonus = ex.parsed(example)
            out.append(f"<p>{self.hand_html(hand, melds, bonus)}</p>")
            calc = settled.calculation
            score = calc.score if calc is not None else None
            if score is None:
                out.append(f"<p><i>{_e(self.label('not_a_win', self.w.error(settled.error or '')))}"
                           "</i></p>")
            else:
                out.append("<p>" + self.fmt("score_line", _e(self.w.profile(profile.id)),
                                            self.score_lines(profile, score),
                                            _e(self.value_text(profile, score))) + "</p>")
                out.append(self.payment_table(example, settled))
            link = f"calc:{example.id}"
            out.append(f"<p><a href='{link}'>{_e(self.label('open_calculator'))}</a></p>")
        else:
            out.append(f"<p>{_e(self.w.profile(profile.id))}</p>")
            out.append(self.whole_hand_wins(example))
            out.append(self.payment_table(example, settled))
            out.append(f"<p><a href='book:{example.id}'>{_e(self.label('open_scorebook'))}"
                       "</a></p>")
        out.append("</div>")
        return "".join(out)

    def whole_hand_wins(self, example: ex.HandExample) -> str:
        """Each win of the hand that gives its tiles: the winner's name and the hand."""
        names = self.names(example)
        lines = []
        for hand_doc in example.document.get("hands", ()):
            for event in hand_doc.get("events", ()):
                if event.get("type") != "win" or "hand" not in event:
                    continue
                text = " ".join([str(event["hand"]), *(str(m) for m in event.get("melds", ()))])
                hand, melds, bonus = parse_hand(text)
                lines.append(self.fmt("name_line", _e(names[int(event["seat"])]),
                                      self.hand_html(hand, melds, bonus, SMALL_H)))
        return f"<p>{'<br>'.join(lines)}</p>" if lines else ""

    def profile_arg(self, arg: str) -> AnyProfile:
        profile = PROFILES.get(arg)
        if profile is None:
            raise LearnError("unknown_profile", arg)
        return profile

    def p_patterns(self, arg: str) -> str:
        profile = self.profile_arg(arg)
        conds = conditions(self.source_lang)
        rows = []
        for row in ex.pattern_rows(profile):
            pid = row.id
            cond = (conds.get(f"{profile.id}/{pid}") or conds.get(f"{profile.family}/{pid}")
                    or conds.get(pid))
            if cond is None:
                raise LearnError("missing_condition", f"{profile.id}/{pid}")
            if row.kind == "limit":
                value = self.label("limit")
            elif row.kind == "double":
                value = "\u00d7" + self.w.number(row.value)
            else:
                value = self.w.number(row.value)
            notes = [n for n in row.replaces if n != "plain_win"]
            cond_html = _e(cond)
            if notes:
                instead = self.label("instead_of", self.w.label("separator").join(
                    self.w.pattern(n) for n in notes))
                cond_html += " <i>" + self.fmt("aside", _e(instead)) + "</i>"
            example = ex.pattern_example(profile, pid)
            if example is None:
                raise LearnError("missing_example", f"{profile.id}/{pid}")
            settled = ex.settle(example)
            score = settled.calculation.score if settled.calculation else None
            if score is None:
                raise LearnError("example_not_a_win", example.id)
            hand, melds, bonus = ex.parsed(example)
            pic = (f"<a href='calc:{_e(example.id)}' style='text-decoration: none'>"
                   f"{self.hand_html(hand, melds, bonus, SMALL_H)}</a>")
            counted = _e(self.label("counted", self.score_lines(profile, score)))
            # The example under its row, across the columns: beside them, a strip of tiles
            # squeezed the words of the other columns to a letter a line on a narrow page.
            rows.append([f"<a name='p-{pid}'></a><b>{_e(self.w.pattern(pid))}</b>", value,
                         cond_html])
            rows.append([f"{pic}<br><small>{counted}</small>"])
        return self.table([self.label("pattern"), self.w.unit(profile.unit),
                           self.label("condition")], rows, widths=(26, 10, 64))

    def p_points(self, arg: str) -> str:
        profile = self.profile_arg(arg)
        steps = family_of(profile).unit_values(profile)
        if not steps:
            raise LearnError("bad_argument", f"points:{arg} (no value steps)")
        pairs = [(self.w.number(u), self.w.number(v)) for u, v in steps]
        return self.table([self.w.unit(profile.unit), *(a for a, _ in pairs)],
                          [[_e(self.label("each_payer")), *(b for _, b in pairs)]])

    def p_options(self, arg: str) -> str:
        profile = self.profile_arg(arg)
        rows = []
        for key, choices in profile.option_choices.items():
            default = profile.options.get(key, "")
            choices = choices or OFFERED_CHOICES.get(key, ())
            if choices:
                text = self.w.label("separator").join(
                    self.w.option_value(key, v) for v in choices)
            else:
                text = self.label("whole_number", self.w.number(int(default)))
            rows.append([_e(self.w.option(key)), f"<tt>{_e(key)}</tt>", _e(text)])
        return self.table([self.label("option"), "", self.label("choices")], rows)

    def p_compare(self, arg: str) -> str:
        base = ex.COMPARE_HANDS.get(arg)
        if base is None:
            raise LearnError("unknown_example", f"compare:{arg}")
        hand, melds, bonus = ex.parsed(base)
        rows = []
        for pid, profile in PROFILES.items():
            one = ex.WinExample(base.id, pid, base.text, base.win, base.discarder, base.seat,
                                base.in_seats, base.events)
            settled = ex.settle(one)
            score = settled.calculation.score if settled.calculation else None
            if score is None:
                rows.append([_e(self.w.profile(pid)), _e(self.w.error(settled.error or "")),
                             "", ""])
                continue
            rows.append([_e(self.w.profile(pid)), self.score_lines(profile, score),
                         _e(self.value_text(profile, score)),
                         _e(" ".join(self.signed(d) for d in settled.totals))])
        return (f"<p>{self.hand_html(hand, melds, bonus)}</p>"
                + self.table([self.label("rules"), self.label("pattern"), self.label("value"),
                              self.label("deltas")], rows))

    def p_value(self, arg: str) -> str:
        pid, _, name = arg.partition(":")
        profile = self.profile_arg(pid)
        if name not in VALUE_FIELDS or not hasattr(profile, name):
            raise LearnError("bad_argument", f"value:{arg}")
        return _e(self.w.number(int(getattr(profile, name))))

    def p_number(self, arg: str) -> str:
        if not re.fullmatch(r"-?\d{1,12}", arg):
            raise LearnError("bad_argument", f"number:{arg}")
        return _e(self.w.number(int(arg)))

    def p_term(self, arg: str, starts_sentence: bool = False) -> str:
        t = term(arg)
        word = t.words[self.source_lang]
        if starts_sentence:  # a glossary word opening a sentence takes its capital
            word = word[:1].upper() + word[1:]
        return f"<a href='learn:glossary#term-{_e(t.id)}'>{_e(word)}</a>"

    def p_link(self, arg: str) -> str:
        page_id, _, anchor = arg.partition("#")
        if page_id not in PAGE_INFO:
            raise LearnError("unknown_page", arg)
        title = page_title(page_id, self.w.lang)
        href = f"learn:{page_id}" + (f"#{anchor}" if anchor else "")
        return f"<a href='{_e(href)}'>{_e(title)}</a>"

    def p_glossary(self, arg: str) -> str:
        if arg:
            raise LearnError("bad_argument", f"glossary:{arg}")
        rows = []
        for t in glossary():
            first = f"<a name='term-{_e(t.id)}'></a>{_e(t.words[LANGUAGES[0]])}"
            rows.append([first, *(_e(t.words[c]) for c in LANGUAGES[1:])])
        return self.table([NATIVE_NAMES[c] for c in LANGUAGES], rows)

    # -- studies ------------------------------------------------------------------------------

    def study_arg(self, arg: str) -> st.Study:
        study = st.STUDIES.get(arg)
        if study is None:
            raise LearnError("unknown_study", arg)
        try:
            st.check(study)
        except (st.StudyError, TileError) as err:
            raise LearnError("bad_study", f"{arg}: {err}") from err
        return study

    def small(self, tiles: Iterable[Tile]) -> str:
        return self.group(tiles, SMALL_H)

    def study_hand(self, study: st.Study) -> str:
        hand, melds, bonus = study.parsed()
        return self.hand_html(hand, melds, bonus, winning=False)

    def seat_name(self, study: st.Study, seat: int) -> str:
        """A player by the seat's wind where the family plays wind rounds, else by name."""
        if family_of(study.rules).winds:
            return self.w.wind(seat + 1)
        return ex.MIL_NAMES[seat]

    def void_line(self, study: st.Study) -> str:
        if not (study.rules.void_suit and study.void):
            return ""
        return "<br>" + _e(self.label("st_void_is", self.w.suit(study.void)))

    def p_study(self, arg: str) -> str:
        study = self.study_arg(arg)
        self.studies.append(study.id)
        body = {"shanten": self.study_shanten, "discards": self.study_discards,
                "waits": self.study_waits, "turn": self.study_turn, "void": self.study_void,
                "pig": self.study_pig, "danger": self.study_danger,
                "faan": self.study_faan}[study.kind](study)
        return f"<a name='st-{_e(study.id)}'></a><div>{body}</div>"

    def study_shanten(self, study: st.Study) -> str:
        imp = st.improving(study)
        return (f"<p>{self.study_hand(study)}{self.void_line(study)}<br>"
                + _e(self.label("st_shanten", self.w.number(imp.shanten))) + "<br>"
                + self.fmt("st_improving", self.small(imp.kinds), _e(self.w.number(imp.count)))
                + "</p>")

    def study_discards(self, study: st.Study) -> str:
        rows = st.discard_rows(study)
        shown = rows[:study.rows] if study.rows else rows
        best = rows[0]
        cells = [[self.tile_img(r.tile, SMALL_H), _e(self.w.number(r.shanten)),
                  self.small(r.kinds), _e(self.w.number(r.count))] for r in shown]
        marked = [i for i, r in enumerate(shown)
                  if (r.shanten, r.count) == (best.shanten, best.count)]
        return (f"<p>{self.study_hand(study)}{self.void_line(study)}</p>"
                + self.table([self.label("st_discard"), self.label("st_shanten_after"),
                              self.label("st_improving_head"), self.label("st_count")],
                             cells, marked=marked))

    def study_waits(self, study: st.Study) -> str:
        found, left = st.waits(study)
        return (f"<p>{self.study_hand(study)}{self.void_line(study)}<br>"
                + self.fmt("st_waits", self.small(found), _e(self.w.number(left))) + "</p>")

    def study_turn(self, study: st.Study) -> str:
        drawn, row = st.turn(study)
        hand, melds, _ = study.parsed()
        after = sorted([*hand, drawn])
        after.remove(row.tile)
        gap = "&nbsp;&nbsp;"
        rows = [
            [_e(self.label("st_draw")),
             self.group(sorted(hand), SMALL_H) + gap + self.tile_img(drawn, SMALL_H, mark=True)],
            [_e(self.label("st_discard")), self.tile_img(row.tile, SMALL_H)],
            [_e(self.label("st_after")),
             self.group(after, SMALL_H) + "<br>"
             + _e(self.label("st_shanten", self.w.number(row.shanten))) + "<br>"
             + self.fmt("st_improving", self.small(row.kinds), _e(self.w.number(row.count)))],
        ]
        return (f"<p>{_e(self.label('st_void_is', self.w.suit(study.void or '')))}</p>"
                if study.void else "") + self.table(["", ""], rows, escape=False)

    def study_void(self, study: st.Study) -> str:
        rows = st.void_rows(study)
        best = st.best_void(study)
        cells = [[_e(self.w.suit(r.suit)), _e(self.w.number(r.held)),
                  _e(self.w.number(r.shanten)), _e(self.w.number(r.count)),
                  _e(self.w.number(r.one_suit))] for r in rows]
        return (f"<p>{self.study_hand(study)}</p>"
                + self.table([self.label("st_void"), self.label("st_held"),
                              self.label("st_shanten_head"), self.label("st_improving_head"),
                              self.label("st_one_suit")], cells,
                             marked=[rows.index(best)]))

    def study_pig(self, study: st.Study) -> str:
        cells = []
        for r in st.pig_rows(study):
            ready = (self.label("st_not_ready") if r.ready_value is None
                     else self.label("st_ready_value", self.w.number(r.ready_value)))
            cells.append([_e(self.w.profile(r.profile)),
                          _e(self.label("st_yes" if r.pig else "st_no")), _e(ready)])
        return (f"<p>{self.study_hand(study)}{self.void_line(study)}</p>"
                + self.table([self.label("rules"), self.label("st_pig"),
                              self.label("st_ready")], cells))

    def study_danger(self, study: st.Study) -> str:
        name = self.seat_name(study, study.threat_seat)
        hand, melds, bonus = parse_hand(study.threat)
        cells = []
        for r in st.danger_rows(study):
            wins = (f"<font color='{DANGER}'>"
                    f"{_e(self.label('st_you_pay', self.w.number(r.cost)))}</font>"
                    if r.wins else _e(self.label("st_no")))
            cells.append([self.tile_img(r.tile, SMALL_H), _e(self.w.number(r.shanten)),
                          _e(self.w.number(r.count)), wins])
        safest = st.safest(study)
        marked = [i for i, r in enumerate(st.danger_rows(study)) if r.tile == safest.tile]
        # each hand on a line of its own: a row of pictures does not wrap
        return ("<p>" + self.fmt("st_your_hand", "<br>" + self.study_hand(study))
                + self.void_line(study) + "</p><p>"
                + self.fmt("st_threat_hand", _e(name), "<br>" + self.hand_html(
                    hand, melds, bonus, SMALL_H, winning=False))
                + "</p>"
                + self.table([self.label("st_discard"), self.label("st_shanten_after"),
                              self.label("st_improving_head"),
                              self.label("st_threat_wins", name)], cells, marked=marked))

    def study_faan(self, study: st.Study) -> str:
        unit = self.w.unit(study.rules.unit)
        cells = []

        def cell(faan: int, minimum: int) -> str:
            text = f"{self.w.number(faan)} {unit}"
            return _e(text if faan >= minimum else self.label("st_below_minimum", text))

        for r in st.faan_rows(study):
            cells.append([self.tile_img(r.tile, SMALL_H), cell(r.discard, r.minimum),
                          cell(r.self_draw, r.minimum)])
        return (f"<p>{self.study_hand(study)}</p>"
                + self.table([self.label("st_winning_tile"), self.label("st_on_discard"),
                              self.label("st_self_drawn")], cells))

    def p_fact(self, arg: str) -> str:
        sid, _, name = arg.partition(":")
        study = self.study_arg(sid)
        try:
            kind, value = st.fact(study, name)
        except (st.StudyError, TileError) as err:
            raise LearnError("bad_argument", f"fact:{arg}: {err}") from err
        if kind == "n":
            return _e(self.w.number(cast(int, value)))
        if kind == "s":
            return _e(self.w.suit(cast(str, value)))
        return self.small(cast(tuple[Tile, ...], value))

    def fill(self, text: str) -> str:
        handlers: dict[str, Callable[[str], str]] = {
            "tiles": self.p_tiles, "example": self.p_example, "patterns": self.p_patterns,
            "points": self.p_points, "options": self.p_options, "compare": self.p_compare,
            "value": self.p_value, "number": self.p_number, "term": self.p_term,
            "link": self.p_link, "glossary": self.p_glossary, "study": self.p_study,
            "fact": self.p_fact,
        }

        def one(m: re.Match[str]) -> str:
            name, arg = m.group(1), (m.group(2) or "").strip()
            handler = handlers.get(name)
            if handler is None:
                raise LearnError("unknown_placeholder", m.group(0))
            if not arg and name != "glossary":
                raise LearnError("bad_argument", m.group(0))
            if name == "term":
                return self.p_term(arg, _SENTENCE_START.search(
                    text, max(0, m.start() - 80), m.start()) is not None)
            return handler(arg)

        out = PLACEHOLDER.sub(one, text)
        if "{{" in out or "}}" in out:
            raise LearnError("unknown_placeholder", out[out.find("{{"):][:40] or "}}")
        return out


# What comes right before a placeholder that opens a sentence: a block's opening tag (and an
# anchor), or a full stop, question or exclamation mark and a space.
_SENTENCE_START = re.compile(
    r"(?:<(?:p|li|td|th|h[1-6]|dd|dt)\b[^>]*>(?:<a name=[^>]*></a>)?|[.!?]\s+)$")

_TITLE = re.compile(r"<h1[^>]*>(.*?)</h1>", re.S | re.I)
_HREF = re.compile(r"""href\s*=\s*['"]([^'"]*)['"]""", re.I)
# A table without a width of its own (the generated ones and a template's). Qt's text layout
# gives a table that must shrink to the page one pixel more than the page when it rounds the
# columns' shares, and the page then scrolls sideways by that pixel (issue 30: at 900x620 and
# 1120x720 in every language); a table asked for 99 % of the page is laid out to that width.
_TABLE = re.compile(r"<table(?![^>]*\swidth\s*=)", re.I)
FIT_TABLE = "<table width='99%'"


def page_title(page_id: str, lang: str) -> str:
    """The page's title in ``lang``: its template's first ``<h1>`` (placeholders left out)."""
    text, _ = load_template(page_id, lang)
    m = _TITLE.search(text)
    if m is None:
        raise LearnError("no_title", page_id)
    inner = PLACEHOLDER.sub("", m.group(1))
    return html.unescape(re.sub(r"<[^>]+>", "", inner)).strip()


def build_page(page_id: str, words: Words) -> BuiltPage:
    """Fill ``page_id``'s template in ``words.lang`` (English text where it has no page yet;
    the numbers and generated words still follow ``words``). Raises ``LearnError``."""
    text, source = load_template(page_id, words.lang)
    b = _Build(page_id, words, source)
    body = _TABLE.sub(FIT_TABLE, b.fill(text))
    links = _HREF.findall(body)
    for href in links:
        check_link(href)
    return BuiltPage(page_id, words.lang, source, page_title(page_id, words.lang), body,
                     links, b.tiles, b.examples, b.studies)


def check_link(href: str) -> None:
    """A link a page may hold: another page (``learn:ID#anchor``), an example to open
    (``calc:ID`` / ``book:ID``) or a web address."""
    scheme, _, rest = href.partition(":")
    if scheme == "learn":
        if rest.partition("#")[0] not in PAGE_INFO:
            raise LearnError("unknown_page", href)
    elif scheme in ("calc", "book"):
        example = ex.lookup(rest)
        if example is None or example.kind != ("win" if scheme == "calc" else "hand"):
            raise LearnError("unknown_example", href)
    elif scheme not in ("http", "https"):
        raise LearnError("bad_link", href)


def fill_text(text: str, words: Words, source_lang: str = "en") -> str:
    """Fill the placeholders of a piece of template text (as ``build_page`` does)."""
    return _Build("", words, source_lang).fill(text)
