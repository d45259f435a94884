"""Feed generated malformed inputs to every command-line reader and count the outcomes.

    python scripts/fuzz_inputs.py [--cases 3000] [--seed 1]

Each case runs one command in this process (``cli.dispatch``) with a mutated hand, option,
ledger, save or import and records the exit code; any traceback on stdout/stderr, any
exception escaping ``dispatch``, and any change to a file that should only be read count as
failures. Prints the counts (inputs tried, exits 0/1/2/other, tracebacks) and exits 1 when a
failure was seen.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import random
import sys
import tempfile
from pathlib import Path

from mahjong_gui import cli

HANDS = ["123456m234p789p55m", "111m222m333p444p55m", "12345678911m", "1z1z1z2z",
         "19m19p19s1234567z1m"]
RULES = ["mil", "mahjchina", "competition", "majsoul", "hk-modern", "hk-classical", "x"]
NASTY = ["", " ", "²", "٣", "0", "-1", "1" * 30, "9" * 5000, "\udcff", "\x00", "1.5", "nan",
         "[" * 500, "{}", "null", "true", "🀄", "m" * 300, "1m" * 200]


def _mutate(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(4)
        pos = rng.randrange(len(chars) + 1)
        if op == 0 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op == 1:
            chars.insert(pos, rng.choice("0123456789mpszf:,[]{}\"- ²\x00\udcff"))
        elif op == 2 and chars:
            chars[min(pos, len(chars) - 1)] = rng.choice("0123456789mpszf")
        else:
            chars.insert(pos, rng.choice(NASTY))
    return "".join(chars)


def _ledger(rng: random.Random) -> str:
    base = {"rules": rng.choice(RULES[:-1]), "dealer": rng.randrange(5),
            "hands": [{"events": [{"type": "win", "seat": rng.randrange(4),
                                   "from": rng.choice([None, 1, 2]),
                                   "hand": rng.choice(HANDS)}]}]}
    text = json.dumps(base)
    return _mutate(rng, text) if rng.random() < 0.8 else text


def _case(rng: random.Random, tmp: Path) -> tuple[list[str], Path | None]:
    kind = rng.randrange(6)
    if kind == 0:
        return ["analyze", _mutate(rng, rng.choice(HANDS)), "--json"], None
    if kind == 1:
        args = ["score", "--rules", rng.choice(RULES), _mutate(rng, rng.choice(HANDS))]
        if rng.random() < 0.5:
            args += ["--option", f"{rng.choice(['hands', 'cap', 'min_faan', 'x'])}="
                     f"{rng.choice(NASTY)}"]
        if rng.random() < 0.5:
            args += ["--meld", _mutate(rng, "pong:5m")]
        return [*args, "--json"], None
    if kind == 2:
        path = tmp / "ledger.json"
        path.write_text(_ledger(rng), encoding="utf-8", errors="surrogatepass")
        return ["ledger", str(path), "--json"], path
    if kind == 3:
        path = tmp / "game.mjsave"
        lines = SAVE.split("\n")
        i = rng.randrange(len(lines))
        lines[i] = _mutate(rng, lines[i])
        path.write_text("\n".join(lines), encoding="utf-8", errors="surrogatepass")
        return ["replay", str(path), "--check", "--json"], path
    if kind == 4:
        path = tmp / "import.json"
        path.write_text(_ledger(rng), encoding="utf-8", errors="surrogatepass")
        return ["scorebook", "--db", str(tmp / "book.sqlite3"), "import", str(path),
                "--json"], path
    return ["simulate", "--rules", rng.choice(RULES), "--hands", rng.choice(["1", "0", "x"]),
            "--option", f"hands={rng.choice(NASTY)}", "--json"], None


def _make_save() -> str:
    from mahjong_gui.bots import make_bot
    from mahjong_gui.engine.rules import get_profile
    from mahjong_gui.engine.table import Match, play_match
    from mahjong_gui.store.saves import SaveHeader, dumps

    match = Match(get_profile("mil"), 3, hands=1)
    play_match(match, [make_bot("greedy", s) for s in range(4)])
    seats = tuple({"name": f"P{s}", "player": "bot:greedy"} for s in range(4))
    return dumps(SaveHeader("mil", dict(get_profile("mil").options), seats, 3), match.events)


SAVE = ""


def main(argv: list[str] | None = None) -> int:
    global SAVE
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    SAVE = _make_save()
    counts: dict[str, int] = {}
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        os.environ["MAHJONG_GUI_DATA_DIR"] = str(tmp / "data")
        for n in range(args.cases):
            argv_case, path = _case(rng, tmp)
            before = hashlib.sha256(path.read_bytes()).hexdigest() if path else None
            out, err = io.StringIO(), io.StringIO()
            try:
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    code = cli.dispatch(argv_case)
            except BaseException as exc:  # noqa: BLE001 - counted, that is the point
                failures.append(f"case {n}: {argv_case[0]} raised {type(exc).__name__}: {exc}")
                code = -1
            text = out.getvalue() + err.getvalue()
            if "Traceback" in text:
                failures.append(f"case {n}: {argv_case[0]} printed a traceback")
            if '"internal"' in text or "unexpected" in text:
                failures.append(f"case {n}: {argv_case[0]} hit the last resort: {text[:200]}")
            if path is not None and hashlib.sha256(path.read_bytes()).hexdigest() != before:
                failures.append(f"case {n}: {argv_case[0]} changed its input file")
            key = str(code) if code in (0, 1, 2, 3) else "other"
            counts[key] = counts.get(key, 0) + 1
    print(f"inputs tried: {args.cases}; exits: " + ", ".join(
        f"{k}: {counts.get(k, 0)}" for k in ("0", "1", "2", "3", "other")))
    print(f"tracebacks, escaped exceptions, last-resort answers or changed inputs: "
          f"{len(failures)}")
    for f in failures[:20]:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
