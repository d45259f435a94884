"""The engine has no import cycle: each module imports alone in a fresh interpreter, and no
engine module hides an import inside a function (docs/architecture.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import mahjong_gui.engine

ENGINE = Path(mahjong_gui.engine.__file__).parent
MODULES = sorted(
    "mahjong_gui.engine." + ".".join(p.relative_to(ENGINE).with_suffix("").parts)
    for p in ENGINE.rglob("*.py") if p.name != "__init__.py")


def test_every_engine_module_imports_alone_in_a_fresh_interpreter() -> None:
    code = ("import importlib, sys\n"
            "for name in sys.argv[1:]:\n"
            "    before = set(sys.modules)\n"
            "    importlib.import_module(name)\n"
            "    for m in list(sys.modules):\n"
            "        if m.startswith('mahjong_gui') and m not in before:\n"
            "            del sys.modules[m]\n")
    # One interpreter per module: a cycle shows up as an ImportError for some start point.
    for name in MODULES:
        run = subprocess.run([sys.executable, "-c", code, name], capture_output=True, text=True)
        assert run.returncode == 0, f"{name}: {run.stderr[-400:]}"


# The one import inside a function on purpose: the rules package loads its registry (and the
# family modules) on first use of a name, so importing the engine stays cheap (issue 17).
LAZY_ON_PURPOSE = {("rules/__init__.py", "__getattr__")}


def test_no_engine_module_imports_inside_a_function() -> None:
    late = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ENGINE).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                if (where, node.name) in LAZY_ON_PURPOSE:
                    continue
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Import | ast.ImportFrom):
                        names = [a.name for a in inner.names]
                        mod = getattr(inner, "module", "") or ""
                        if mod.startswith("mahjong_gui") or any(
                                n.startswith("mahjong_gui") for n in names):
                            late.append(f"{path.name}:{inner.lineno}")
    assert late == []


def test_the_engine_import_graph_has_no_cycle() -> None:
    graph: dict[str, set[str]] = {}
    for name in MODULES + ["mahjong_gui.engine.rules"]:
        rel = name.removeprefix("mahjong_gui.engine.").replace(".", "/")
        path = ENGINE / (rel + ".py") if (ENGINE / (rel + ".py")).exists() \
            else ENGINE / rel / "__init__.py"
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.startswith("mahjong_gui.engine"):
                mod = node.module
                if mod == "mahjong_gui.engine":
                    deps |= {f"mahjong_gui.engine.{a.name}" for a in node.names}
                else:
                    deps.add(mod)
        graph[name] = {d for d in deps if d != name}
    # Importing rules.X first runs the package's __init__: an importer from outside the
    # package depends on it too (that is how a cycle through the registry would show).
    for name, deps in graph.items():
        if not name.startswith("mahjong_gui.engine.rules") and any(
                d.startswith("mahjong_gui.engine.rules.") for d in deps):
            deps.add("mahjong_gui.engine.rules")
    done: set[str] = set()
    cycles: list[list[str]] = []

    def visit(n: str, path: list[str]) -> None:
        for d in sorted(graph.get(n, ())):
            if d in path:
                cycles.append(path[path.index(d):] + [d])
            elif d in graph and d not in done:
                visit(d, [*path, d])
        done.add(n)

    for n in sorted(graph):
        if n not in done:
            visit(n, [n])
    assert cycles == []
