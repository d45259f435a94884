"""A page's plain text (for search and for the translation checks): tags dropped, block
elements on lines of their own, entities read."""

from __future__ import annotations

import re
from html.parser import HTMLParser

_BLOCKS = frozenset({"p", "li", "tr", "h1", "h2", "h3", "h4", "br", "div", "table", "dt", "dd",
                     "ul", "ol"})


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCKS:
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" | ")

    def handle_endtag(self, tag: str) -> None:
        if tag in _BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def plain_text(html_text: str) -> str:
    parser = _Text()
    parser.feed(html_text)
    parser.close()
    lines = (re.sub(r"[ \t\u00a0]+", " ", line).strip(" |") for line in
             "".join(parser.parts).splitlines())
    return "\n".join(line for line in lines if line)


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def sentences(html_text: str, min_words: int = 4) -> list[str]:
    """The prose sentences of a page with at least ``min_words`` words (table cells and short
    labels are left out): what a translation must not keep in English."""
    out = []
    for line in plain_text(html_text).splitlines():
        for s in _SENTENCE.split(line):
            s = s.strip()
            if len(s.split()) >= min_words and re.search(r"[A-Za-z]{3}", s):
                out.append(s)
    return out
