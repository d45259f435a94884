"""Add translations safely while several people work in one tree: under a lock, re-extract the
strings (scripts/update_translations.sh), set the given translations, compile the catalogues.

    python scripts/tr_apply.py entries.json        # or - for standard input
    python scripts/tr_apply.py --unfinished        # list what is still untranslated

``entries.json``: a list of {"context": "PlayPage", "source": "Chow (C)", "vi": "...",
"zh_Hans": "...", "zh_Hant": "...", "ja": "...", "id": "..."}; plural sources (``%n``) take a
list of forms per language. Existing translations of other strings are kept.
"""

from __future__ import annotations

import fcntl
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("vi", "zh_Hans", "zh_Hant", "ja", "id")


def _ts(lang: str) -> Path:
    return ROOT / "translations" / f"mahjong_gui_{lang}.ts"


def _update() -> None:
    subprocess.run(["bash", str(ROOT / "scripts" / "update_translations.sh")], check=True,
                   cwd=ROOT, stdout=subprocess.DEVNULL)


def _apply(entries: list[dict[str, object]]) -> list[str]:
    missing = []
    for lang in LANGS:
        path = _ts(lang)
        tree = ET.parse(path)
        index = {}
        for ctx in tree.getroot().iter("context"):
            name = ctx.findtext("name")
            for msg in ctx.iter("message"):
                index[(name, msg.findtext("source"))] = msg
        for e in entries:
            msg = index.get((e["context"], e["source"]))
            if msg is None:
                missing.append(f"{lang}: {e['context']} / {e['source']!r} is not in the sources")
                continue
            value = e.get(lang)
            if value is None:
                continue
            tr = msg.find("translation")
            assert tr is not None
            tr.attrib.pop("type", None)
            if isinstance(value, list):
                for child in list(tr):
                    tr.remove(child)
                tr.text = None
                for form in value:
                    ET.SubElement(tr, "numerusform").text = str(form)
            else:
                tr.text = str(value)
        body = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                        encoding="utf-8")
    return missing


def unfinished() -> list[str]:
    out = []
    for lang in LANGS:
        for ctx in ET.parse(_ts(lang)).getroot().iter("context"):
            for msg in ctx.iter("message"):
                tr = msg.find("translation")
                if tr is not None and tr.get("type") == "unfinished":
                    out.append(f"{lang}: {ctx.findtext('name')} / {msg.findtext('source')!r}")
    return out


def main(argv: list[str]) -> int:
    with open(ROOT / "translations" / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _update()
        if argv and argv[0] == "--unfinished":
            left = unfinished()
            print("\n".join(left) or "nothing unfinished")
            return 1 if left else 0
        raw = sys.stdin.read() if not argv or argv[0] == "-" else Path(argv[0]).read_text(
            encoding="utf-8")
        missing = _apply(json.loads(raw))
        _update()  # normalise the files and compile the .qm catalogues
    for m in missing:
        print(m, file=sys.stderr)
    left = unfinished()
    print(f"{len(left)} unfinished entries left" + ("" if not left else ":"))
    for u in left[:40]:
        print("  " + u)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
