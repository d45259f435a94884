"""The scorebook page is made of parts (``ui/scorebook/``): every part keeps the page's
translation context, and every method one part declares for another is defined by a part."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from PySide6.QtWidgets import QApplication

from mahjong_gui.ui import i18n
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook.base import PageBase

PACKAGE = Path(inspect.getfile(PageBase)).parent


def _parts() -> list[type]:
    return [c for c in ScorebookPage.__mro__
            if c.__module__.startswith("mahjong_gui.ui.scorebook.")]


def test_every_part_is_named_after_the_page() -> None:
    """``self.tr`` asks the context of the object's class name and pyside6-lupdate files a
    string under the class it is written in: a part named otherwise would lose its words."""
    modules = {c.__module__.rsplit(".", 1)[1]: c.__name__ for c in _parts()}
    assert modules == {"page": "ScorebookPage", "sessions": "ScorebookPage",
                       "panels": "ScorebookPage", "hands": "ScorebookPage",
                       "recording": "ScorebookPage", "transfer": "ScorebookPage",
                       "report": "ScorebookPage", "base": "PageBase"}


def test_the_shared_base_says_no_words() -> None:
    """A ``self.tr`` in PageBase would be filed under the context "PageBase" and asked under
    "ScorebookPage": never translated."""
    tree = ast.parse((PACKAGE / "base.py").read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and n.func.attr == "tr"]
    assert calls == []


def test_every_declared_method_is_defined_by_a_part() -> None:
    """PageBase declares what one part calls in another (its body raises): the page must get
    each from a part, with the same parameters."""
    tree = ast.parse((PACKAGE / "base.py").read_text(encoding="utf-8"))
    base = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "PageBase")
    declared = [f.name for f in base.body if isinstance(f, ast.FunctionDef)
                and isinstance(f.body[-1], ast.Raise)]
    assert len(declared) == 21
    for name in declared:
        mine = getattr(ScorebookPage, name)
        assert mine is not getattr(PageBase, name), name
        assert mine.__module__ != PageBase.__module__, name
        assert (list(inspect.signature(mine).parameters)
                == list(inspect.signature(getattr(PageBase, name)).parameters)), name


def test_a_part_s_words_are_translated(qtbot, tmp_path: Path) -> None:
    """A method of each part that says words, run on the page in Vietnamese: each answers in
    Vietnamese, as before the split."""
    page = ScorebookPage(tmp_path / "club.sqlite3")
    qtbot.addWidget(page)
    qapp = QApplication.instance()
    assert isinstance(qapp, QApplication)
    i18n.install_translators(qapp, "vi")
    try:
        said = {"sessions": page.damaged_text([3]),
                "panels": page._stat_headers()["wins"],
                "recording": page.seats_refusal_text(),
                "transfer": page.export_filters()[0],
                "page": page.tr("Sessions")}
    finally:
        i18n.install_translators(qapp, "en")
    assert said["sessions"] != "Session 3 is damaged in the scorebook and cannot be read."
    assert said["panels"] != "Wins"
    assert said["recording"] != "Open a session first."
    assert said["transfer"] != "Ledger JSON (*.json)"
    assert said["page"] != "Sessions"
