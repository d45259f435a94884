"""Feed generated malformed inputs to every reader of user data and count the outcomes.

    python scripts/fuzz_inputs.py [--cases 3000] [--seed 1]

Each case runs one command in this process (``cli.dispatch``: a mutated hand, option, integer
option, ledger, save, import, rule set file, session name or id), reads a mutated
``settings.ini`` through the window's checked readers, or writes the desktop entry for a
mutated command and XDG_DATA_HOME
(inside a temporary folder). A failure: an internal error (the last resort's answer, code
``internal``, counted where it logs its traceback), a traceback printed, an exception escaping,
a file that should only be read changed, a setting read outside its type or range, an
``Exec=`` that does not read back as its command. Prints the counts; exits 1 on any failure.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import random
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mahjong_gui import cli, crashlog, desktop

HANDS = ["123456m234p789p55m", "111m222m333p444p55m", "12345678911m", "1z1z1z2z",
         "19m19p19s1234567z1m"]
RULES = ["mil", "mahjchina", "competition", "majsoul", "hk-modern", "hk-classical", "x"]
KINDS = ["discard", "waits", "ready", "pig", "value", "wall_end", "x"]
NASTY = ["", " ", "²", "٣", "0", "-0", "-1", "+1", "1" * 30, "9" * 5000, "\udcff", "\ud800",
         "\x00", "1.5", "nan", "[" * 500, "{}", "null", "true", "🀄", "m" * 300, "1m" * 200,
         "x" * 201, "%f", "$HOME", "a\nb", "\\", '"', "`", "'"]
NUMBERS = ["0", "1", "3", "4", "007", " 2 ", *NASTY[:12]]
INI_NASTY = ["@ByteArray(", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x3abc)", "@Rect(1 2 3 4)",
             "@Size(1 2)", "\\x", "\\0", "\n[", "\n", "=", ",", "a, b", "true", "false", "99",
             "-1", "²", "\xff"]
SETTINGS = ("[ui]\nlanguage=vi\n[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0"
            "\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\x3\\f\\0\\0\\x2\\x1b)\narea=rules\n[play]\nspeed=1\n"
            "sound=false\n[teacher]\nwaits=true\nhover=false\ndanger=true\nwarnings=true\n")


def _mutate(rng: random.Random, text: str, extra: list[str] | None = None) -> str:
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
            chars.insert(pos, rng.choice(extra or NASTY))
    return "".join(chars)


def _ledger(rng: random.Random) -> str:
    base: dict[str, Any] = {"rules": rng.choice(RULES[:-1]), "dealer": rng.randrange(5),
                            "hands": [{"events": [{"type": "win", "seat": rng.randrange(4),
                                                   "from": rng.choice([None, 1, 2]),
                                                   "hand": rng.choice(HANDS)}]}]}
    if rng.random() < 0.3:
        base["name"] = rng.choice(NASTY)
    if rng.random() < 0.2:
        base["players"] = [rng.choice(NASTY) for _ in range(4)]
    text = json.dumps(base, ensure_ascii=rng.random() < 0.5)
    return _mutate(rng, text) if rng.random() < 0.8 else text


RULE_SET = {"format": "mahjong_gui.rules", "version": 1, "name": "Club", "base": "mil",
            "continuation": "flowing", "options": {"hands": "4"},
            "changes": {"cap": 4, "exchange_three": True, "pig_rule": "pay_receivers"},
            "rows": {"seven_pairs": 3, "root": "off"}, "points": {}}


def _rule_set(rng: random.Random) -> str:
    """A rule set file with one field given a nasty value or a nasty key, or its text cut."""
    data: dict[str, Any] = json.loads(json.dumps(RULE_SET))
    where = rng.choice(["", "options", "changes", "rows", "points"])
    value: Any = rng.choice([*NASTY, 10**30, -1, 2.5, True, None, [], {}, {"a": {"b": []}}])
    if where:
        data[where][rng.choice([*data[where], *NASTY[:8]]) or "x"] = value
    else:
        data[rng.choice([*data, "extra"])] = value
    text = json.dumps(data, ensure_ascii=False)
    return _mutate(rng, text) if rng.random() < 0.3 else text


def _number(rng: random.Random) -> str:
    return rng.choice(NUMBERS) if rng.random() < 0.7 else _mutate(rng, rng.choice(NUMBERS))


def _command(rng: random.Random, tmp: Path) -> tuple[list[str], Path | None]:
    """One command line and the input file it must leave as it is (if any)."""
    book = str(tmp / "book.sqlite3")
    kind = rng.randrange(10)
    if kind == 0:
        return ["analyze", _mutate(rng, rng.choice(HANDS)), "--json"], None
    if kind == 1:
        args = ["score", "--rules", rng.choice(RULES), _mutate(rng, rng.choice(HANDS))]
        if rng.random() < 0.5:
            args += ["--option", f"{rng.choice(['hands', 'cap', 'min_faan', 'x'])}="
                     f"{rng.choice(NASTY)}"]
        if rng.random() < 0.5:
            args += ["--meld", _mutate(rng, "pong:5m")]
        if rng.random() < 0.5:
            args += [rng.choice(["--seat", "--dealer", "--from", "--wind", "--seat-wind",
                                 "--kong-from"]), _number(rng)]
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
        name = ["--name", rng.choice(NASTY)] if rng.random() < 0.3 else []
        return ["scorebook", "--db", book, "import", str(path), *name, "--json"], path
    if kind == 5:
        count = rng.choice(["--hands", "--matches"])
        return ["simulate", "--rules", rng.choice(RULES), count,
                rng.choice(["0", "x", "²", "٣", "-0", "9" * 30]), "--seed", _number(rng),
                "--option", f"hands={rng.choice(NASTY)}", "--json"], None
    if kind == 6:
        args = ["drill", rng.choice(KINDS), "--rules", rng.choice(RULES), "--seed",
                _number(rng)]
        if rng.random() < 0.5:
            args += ["--level", _number(rng)]
        return [*args, "--json"], None
    if kind == 8:  # a club's rule set file (.mjrules): check it, or use it as --rules
        path = tmp / "club.mjrules"
        path.write_text(_rule_set(rng), encoding="utf-8", errors="surrogatepass")
        use = rng.choice([["rules", "check", str(path)], ["rules", "export", str(path)],
                          ["score", "--rules", str(path), rng.choice(HANDS), "--json"],
                          ["drill", "value", "--rules", str(path), "--seed", "1", "--json"]])
        return use, path
    if kind == 7:
        action = rng.choice(["show", "export"])
        return ["scorebook", "--db", book, action, _number(rng),
                *(["--json"] if action == "show" else [])], None
    return ["scorebook", "--db", book, "list", "--json"], None


def _run_command(rng: random.Random, tmp: Path, internal: list[str]) -> tuple[str, list[str]]:
    args, path = _command(rng, tmp)
    before = hashlib.sha256(path.read_bytes()).hexdigest() if path else None
    out, err = io.StringIO(), io.StringIO()
    failures: list[str] = []
    seen = len(internal)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.dispatch(args)
    except BaseException as exc:  # noqa: BLE001 - counted, that is the point
        failures.append(f"{args[0]} raised {type(exc).__name__}: {exc}")
        code = -1
    text = out.getvalue() + err.getvalue()
    answer = _json_error(out.getvalue())
    if len(internal) > seen or answer == "internal" or "something unexpected" in text:
        why = internal[-1] if len(internal) > seen else text[:200]
        failures.append(f"{args[0]}: an internal error ({why!r})")
    if "Traceback" in text:
        failures.append(f"{args[0]} printed a traceback")
    if path is not None and hashlib.sha256(path.read_bytes()).hexdigest() != before:
        failures.append(f"{args[0]} changed its input file")
    return (str(code) if code in (0, 1, 2, 3) else "other"), failures


def _json_error(out: str) -> str | None:
    try:
        data = json.loads(out)
    except ValueError:
        return None
    error = data.get("error") if isinstance(data, dict) else None
    return error.get("code") if isinstance(error, dict) else None


def _settings_case(rng: random.Random, tmp: Path) -> tuple[str, list[str]]:
    """A mutated settings.ini (or a FIFO, a folder, a huge file) read as the window reads it."""
    from mahjong_gui.ui import settings as s

    folder = tmp / "config"
    target = folder / "settings.ini"
    if target.is_dir() and not target.is_symlink():
        target.rmdir()
    elif target.exists() or target.is_symlink():
        target.unlink()
    folder.mkdir(exist_ok=True)
    shape = rng.randrange(20)
    if shape == 0 and hasattr(os, "mkfifo"):
        os.mkfifo(target)
    elif shape == 1:
        target.mkdir()
    elif shape == 2:
        target.write_bytes(b"[play]\nspeed=0\n" + b";" * s.MAX_SETTINGS_BYTES)
    else:
        text = _mutate(rng, SETTINGS, INI_NASTY)
        target.write_bytes(text.encode("utf-8", "surrogatepass"))
    before = (target.read_bytes() if target.is_file() else None, os.stat(target).st_mode)
    failures: list[str] = []
    try:
        settings = s.open_settings()
        got = {"speed": s.read_int(settings, s.KEY_SPEED, 2, 0, 3),
               "sound": s.read_bool(settings, "play/sound", True),
               "waits": s.read_bool(settings, "teacher/waits", True),
               "area": s.read_choice(settings, s.KEY_AREA, "play", ("play", "rules")),
               "language": s.read_choice(settings, s.KEY_LANGUAGE, "", ("vi", "ja")),
               "geometry": s.read_bytes(settings, s.KEY_GEOMETRY)}
        del settings
        checks = [got["speed"] in (0, 1, 2, 3), isinstance(got["sound"], bool),
                  isinstance(got["waits"], bool), got["area"] in ("play", "rules"),
                  got["language"] in ("", "vi", "ja"), got["geometry"].size() <= 4096]
        if not all(checks):
            failures.append(f"settings read out of range: {got!r}")
    except BaseException as exc:  # noqa: BLE001 - counted
        failures.append(f"settings raised {type(exc).__name__}: {exc}")
    after = (target.read_bytes() if target.is_file() else None, os.stat(target).st_mode)
    if after != before:
        failures.append("reading the settings changed the file")
    return ("fifo" if stat.S_ISFIFO(after[1]) else "settings"), failures


def read_exec(value: str) -> list[str]:
    """An ``Exec=`` value read back as the Desktop Entry spec says (string escapes, then the
    quoting, then ``%%``); ValueError when it does not follow the spec."""
    unescaped, i = "", 0
    while i < len(value):
        if value[i] == "\\":
            unescaped += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}[value[i + 1]]
            i += 2
        else:
            unescaped += value[i]
            i += 1
    args: list[str] = []
    current: str | None = None
    i = 0
    while i < len(unescaped):
        c = unescaped[i]
        if c == " ":
            if current is not None:
                args.append(current)
            current, i = None, i + 1
        elif c == '"':
            current, i = current or "", i + 1
            while unescaped[i] != '"':
                if unescaped[i] == "\\":
                    if unescaped[i + 1] not in '"`$\\':
                        raise ValueError(f"a backslash before {unescaped[i + 1]!r} in quotes")
                    i += 1
                current += unescaped[i]
                i += 1
            i += 1
        elif c in desktop._RESERVED:
            raise ValueError(f"{c!r} outside quotes")
        else:
            current, i = (current or "") + c, i + 1
    if current is not None:
        args.append(current)
    if any("%" in a.replace("%%", "") for a in args):
        raise ValueError("a lone %")
    return [a.replace("%%", "%") for a in args]


def _desktop_case(rng: random.Random, tmp: Path) -> tuple[str, list[str]]:
    """The menu entry for a mutated command, into a mutated XDG_DATA_HOME under ``tmp`` (or an
    invalid one, which falls back to $HOME, also under ``tmp``)."""
    extra = ["%", "$", "\\", '"', "'", "`", " ", ";", "#", "(", "\n", "\t", "\udcff", "é"]
    argv = [str(tmp / "venv" / _mutate(rng, "bin", extra).replace("/", "_")) + "/python"]
    if rng.random() < 0.5:
        argv += ["-m", _mutate(rng, "mahjong_gui", extra)]
    segment = _mutate(rng, "share", extra).replace("/", "_").strip(".") or "x"
    home = rng.choice([str(tmp / "data" / segment), "relative/share", "", "/x\n", "\udcff"])
    failures: list[str] = []
    try:
        value = desktop.exec_value(argv)
        if read_exec(value) != argv or any(ord(c) < 0x20 for c in value):
            failures.append(f"Exec={value!r} does not read back as {argv!r}")
    except desktop.DesktopEntryError:
        pass
    except BaseException as exc:  # noqa: BLE001 - counted
        failures.append(f"exec_value raised {type(exc).__name__}: {exc}")
    real = desktop.launcher_argv
    desktop.launcher_argv = lambda: argv  # type: ignore[assignment]
    try:
        paths = desktop.install_desktop_entry({"XDG_DATA_HOME": home})
        if not all(str(p).startswith(str(tmp)) for p in paths):
            failures.append(f"the entry went outside the test folder: {paths}")
        elif any(line.startswith("Exec=") and read_exec(line[5:]) != argv
                 for line in paths[0].read_text(encoding="utf-8").splitlines()):
            failures.append(f"the written entry's Exec= is not {argv!r}")
        desktop.remove_desktop_entry({"XDG_DATA_HOME": home})
    except (desktop.DesktopEntryError, OSError):
        pass
    except BaseException as exc:  # noqa: BLE001 - counted
        failures.append(f"install_desktop_entry raised {type(exc).__name__}: {exc}")
    finally:
        desktop.launcher_argv = real  # type: ignore[assignment]
    return "desktop", failures


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
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    SAVE = _make_save()
    counts: dict[str, int] = {}
    failures: list[str] = []
    internal: list[str] = []
    real_log = crashlog.log_exception

    def log(exc: BaseException, where: str) -> None:  # the last resort reached
        internal.append(f"{where}: {type(exc).__name__}: {exc}")

    saved_env = {k: os.environ.get(k) for k in ("MAHJONG_GUI_DATA_DIR", "MAHJONG_GUI_CONFIG_DIR",
                                                "HOME", "XDG_DATA_HOME")}
    crashlog.log_exception = log  # type: ignore[assignment]
    try:
        with tempfile.TemporaryDirectory() as d:
            tmp = Path(d)
            os.environ.update(MAHJONG_GUI_DATA_DIR=str(tmp / "data"),
                              MAHJONG_GUI_CONFIG_DIR=str(tmp / "config"),
                              HOME=str(tmp / "home"), XDG_DATA_HOME=str(tmp / "share"))
            cases: list[tuple[int, Callable[[], tuple[str, list[str]]]]] = [
                (8, lambda: _run_command(rng, tmp, internal)),
                (1, lambda: _settings_case(rng, tmp)),
                (1, lambda: _desktop_case(rng, tmp))]
            weights = [w for w, _ in cases]
            for n in range(args.cases):
                run = rng.choices([c for _, c in cases], weights)[0]
                key, found = run()
                counts[key] = counts.get(key, 0) + 1
                failures += [f"case {n}: {f}" for f in found]
    finally:
        crashlog.log_exception = real_log  # type: ignore[assignment]
        for k, v in saved_env.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    print(f"inputs tried: {args.cases}; exits: " + ", ".join(
        f"{k}: {counts.get(k, 0)}" for k in ("0", "1", "2", "3", "other"))
        + f"; settings files: {counts.get('settings', 0) + counts.get('fifo', 0)}"
        + f"; desktop entries: {counts.get('desktop', 0)}")
    print(f"internal errors: {len(internal)}")
    print(f"failures (internal errors, tracebacks, escaped exceptions, changed inputs, bad "
          f"settings or entries): {len(failures)}")
    for f in failures[:20]:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
