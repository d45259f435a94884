"""Every cache in the package has a registered home on the memo helper (issue 31 item 5): a
module-level empty dict, list or set, a list of places, a ``functools`` cache or a ``global``
rebinding is found by reading the source (``ast``) and must be on the short lists below, each
with its reason; the rest are ``Memo``, ``OwnedMemo``, ``FiniteTable`` or ``Interned`` objects,
which register themselves (``memo.memos()``)."""

from __future__ import annotations

import ast
from pathlib import Path

import mahjong_gui

PACKAGE = Path(mahjong_gui.__file__).parent

# (module path below mahjong_gui/, name) -> why it is not a memo.
ALLOWED: dict[tuple[str, str], str] = {
    ("engine/memo.py", "_ALL"): "the registry of memos itself",
    ("heap.py", "_done"): "the labels of the heaps already frozen: state, not answers",
    ("ui/i18n.py", "_installed"): "keeps the installed Qt translators alive: state",
    ("ui/i18n.py", "_catalogue_bytes"): "the bytes the installed catalogues read: state",
    ("review/parallel.py", "_WORK"): "a review's worker process: the log and seat it judges",
    ("review/parallel.py", "_POOL"): "the worker processes kept for the next hint: state",
}
# (module path, name) -> why a module rebinds it with ``global``: settings, not answers.
GLOBALS: dict[tuple[str, str], str] = {
    ("ui/compat.py", "_protected"): "whether Qt's protected calls were patched: state",
    ("ui/i18n.py", "_current"): "the language installed: state",
    ("ui/settings.py", "_session_dir"): "the folder of this session's settings: state",
    ("engine/rules/__init__.py", "name"): "the package's lazy names (PEP 562 __getattr__): a "
                                          "registry name kept once loaded, not an answer",
}
_CONTAINERS = {"dict", "list", "set", "defaultdict", "OrderedDict", "WeakValueDictionary",
               "WeakKeyDictionary"}


def _is_cache(value: ast.expr) -> bool:
    """An empty container or a list of places (``[x] * n``): what a module fills later."""
    if isinstance(value, ast.Dict | ast.List | ast.Set):
        return not (value.keys if isinstance(value, ast.Dict) else value.elts)
    if isinstance(value, ast.Call) and not value.args and not value.keywords:
        f = value.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        return name in _CONTAINERS
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
        return isinstance(value.left, ast.List) or isinstance(value.right, ast.List)
    return False


def _found() -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    caches: set[tuple[str, str]] = set()
    globals_: set[tuple[str, str]] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if _is_cache(node.value):
                    caches.update((rel, ast.unparse(t)) for t in targets)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                for d in node.decorator_list:
                    if "cache" in ast.unparse(d):
                        caches.add((rel, node.name))
        for each in ast.walk(tree):
            if isinstance(each, ast.Global):
                globals_.update((rel, n) for n in each.names)
            # globals()["name"] = ...: the same rebinding without the statement
            if isinstance(each, ast.Assign):
                for t in each.targets:
                    if (isinstance(t, ast.Subscript) and isinstance(t.value, ast.Call)
                            and ast.unparse(t.value.func) == "globals"):
                        globals_.add((rel, ast.unparse(t.slice).strip("'\"")))
    return caches, globals_


def test_every_module_level_cache_is_a_registered_memo_or_listed_with_its_reason() -> None:
    caches, globals_ = _found()
    assert caches - set(ALLOWED) == set(), "a new cache: make it a Memo or FiniteTable (memo.py)"
    assert globals_ - set(GLOBALS) == set(), "a module rebinds a name: make it a FiniteTable"
    # The lists name only what is there (a cache moved onto the helper leaves its entry).
    assert set(ALLOWED) - caches == set()
    assert set(GLOBALS) - globals_ == set()


def test_the_guard_finds_each_kind_of_cache() -> None:
    for src in ("_A = {}", "_A: dict[int, int] = {}", "_A = []", "_A = dict()", "_A = set()",
                "_A = [-1] * 9", "_A = collections.OrderedDict()"):
        assert _is_cache(ast.parse(src).body[0].value), src  # type: ignore[attr-defined]
    for src in ("_A = {1: 2}", "_A = [1]", "_A = dict(a=1)", "_A = Memo('x', 4).data",
                "_A = tuple(range(3))"):
        assert not _is_cache(ast.parse(src).body[0].value), src  # type: ignore[attr-defined]
