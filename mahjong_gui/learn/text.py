"""A page's plain text (for search and for the translation checks): tags dropped, block
elements on lines of their own, entities read; and the folding that lets search ignore case and
accents."""

from __future__ import annotations

import re
import unicodedata
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


# NFKD leaves these Latin letters whole; Vietnamese readers type them without the bar.
_UNBARRED = {"đ": "d", "Đ": "d"}


def fold_with_map(text: str) -> tuple[str, list[int]]:
    """``text`` casefolded with the accents of Latin letters dropped (NFKD, combining marks
    removed, đ read as d), and for each folded character the index of the character it came
    from. Other scripts (CJK, kana with their voicing marks) are only casefolded."""
    out: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text):
        piece = _UNBARRED.get(ch)
        if piece is None:
            parts = unicodedata.normalize("NFKD", ch)
            if parts and parts[0] < "\u0250":  # Latin, Latin-1 and Latin Extended-A/B
                piece = "".join(c for c in parts if not unicodedata.combining(c))
            else:
                piece = ch
            piece = piece.casefold()
        out.append(piece)
        where.extend([i] * len(piece))
    return "".join(out), where


def fold(text: str) -> str:
    """``text`` as search compares it: case and the accents of Latin letters ignored."""
    return fold_with_map(text)[0]


def find_folded(text: str, words: str) -> str | None:
    """The part of ``text`` that the folded ``words`` match first, as ``text`` spells it."""
    folded, where = fold_with_map(text)
    key = fold(words)
    at = folded.find(key) if key else -1
    if at < 0:
        return None
    return text[where[at]:where[at + len(key) - 1] + 1]
