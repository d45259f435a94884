"""Fill the English plural catalogue (translations/mahjong_gui_en.ts, made by lupdate with
-pluralonly): each ``%n`` source gets its singular and plural forms from its "(s)" marks
("%n tile(s)" -> "%n tile" / "%n tiles"); a source without marks keeps itself for both.

    python scripts/fill_english_plurals.py
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "translations" / "mahjong_gui_en.ts"


def forms(source: str) -> tuple[str, str]:
    """The singular and plural of an English source with "(s)"/"(es)" marks."""
    one = re.sub(r"\((e?s)\)", "", source)
    many = re.sub(r"\((e?s)\)", r"\1", source)
    return one, many


def main() -> int:
    tree = ET.parse(TS)
    for msg in tree.getroot().iter("message"):
        if msg.get("numerus") != "yes":
            continue
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        assert tr is not None
        tr.attrib.pop("type", None)
        for child in list(tr):
            tr.remove(child)
        tr.text = None
        for form in forms(source):
            ET.SubElement(tr, "numerusform").text = form
    body = ET.tostring(tree.getroot(), encoding="unicode")
    TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
