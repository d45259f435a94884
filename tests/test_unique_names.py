"""One name per concept (issue 31 item 5): no two public classes of the package share a name,
so a reader (and an import) never mistakes one for the other. The exceptions are the window
classes that repeat their page's class name on purpose: Qt's translation context is the class
name, and the parts of a split page keep the page's context so their translations stay."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import mahjong_gui

PACKAGE = Path(mahjong_gui.__file__).parent

# name -> why several modules define it
SHARED_ON_PURPOSE: dict[str, str] = {
    "CalculatorPage": "the calculator page's parts keep its translation context",
    "MainWindow": "the main window's parts keep its translation context",
    "PageBase": "each split page's own base of its parts (play, calculator, scorebook)",
    "PlayPage": "the play page's parts keep its translation context",
    "ScorebookPage": "the scorebook page's parts keep its translation context",
}


def public_classes() -> dict[str, list[str]]:
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                where[node.name].append(str(path.relative_to(PACKAGE)))
    return where


def test_no_two_public_classes_share_a_name() -> None:
    clashes = {name: paths for name, paths in public_classes().items()
               if len(paths) > 1 and name not in SHARED_ON_PURPOSE}
    assert clashes == {}


def test_the_shared_names_are_still_shared() -> None:
    where = public_classes()
    assert {name for name in SHARED_ON_PURPOSE if len(where.get(name, [])) < 2} == set()
