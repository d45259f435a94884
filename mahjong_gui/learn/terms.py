"""``translations/terms.md``, the term list translators follow, written from the glossary
(``resources/learn/glossary.json``): ``python -m mahjong_gui.learn.terms > translations/terms.md``.
"""

from __future__ import annotations

from mahjong_gui.learn.pages import LANGUAGES, NATIVE_NAMES, glossary

HEADER = """# Terms per language

One concept, one word: translators of the interface (`translations/*.ts`) and of the Learn
pages (`resources/learn/<lang>/`) use the word below for each concept, in every string. The list
is generated from `resources/learn/glossary.json` (edit that file, then run
`python -m mahjong_gui.learn.terms > translations/terms.md`); a test checks that the two agree.
Each word follows the source document of that language where it names the concept: the MIL
introduction (vi), the Sichuan competition rules (zh_Hans), the mahjchina guide (zh_Hant), the
Mahjong Soul mode's wiki page (ja) and the VMC sheet explained (id).
"""


def terms_markdown() -> str:
    head = "| term | " + " | ".join(f"{NATIVE_NAMES[c]} (`{c}`)" for c in LANGUAGES) + " |"
    rule = "|---" * (len(LANGUAGES) + 1) + "|"
    rows = [f"| `{t.id}` | " + " | ".join(t.words[c] for c in LANGUAGES) + " |"
            for t in glossary()]
    return "\n".join([HEADER, head, rule, *rows]) + "\n"


if __name__ == "__main__":
    print(terms_markdown(), end="")
