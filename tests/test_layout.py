"""The top-level packages of kglink (``kglink.<pkg>``) import one another without cycles.

House rule: the packages form layers (``lang`` below ``ontology`` below ``linking``, and so
on), so each can be read, tested and replaced from the bottom up. The check reads the
source with :mod:`ast`, so it sees every import, also the lazy ones inside functions that
a run of the tests might never execute. Imports under ``if TYPE_CHECKING:`` are left out:
they never run, they only name types for the type checker.

A top-level module (``kglink/session.py``) is not a package; an import that passes
through one still counts (``a -> session -> b`` is ``a -> b``), so a cycle cannot hide
behind a module.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import networkx as nx

SOURCE = Path(__file__).resolve().parents[1] / "kglink"


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement under ``node``, at any depth, except those that only run
    for the type checker."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _imports(ast.Module(body=[other], type_ignores=[]))
        else:
            yield from _imports(child)


def _imported_names(statement: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The dotted modules ``statement`` may load (``from a import b`` may load ``a.b``)."""
    if isinstance(statement, ast.Import):
        return [alias.name for alias in statement.names]
    base = statement.module or ""
    if statement.level:
        parts = module.split(".") if is_package else module.split(".")[:-1]
        parts = parts[: len(parts) - (statement.level - 1)]
        base = ".".join([*parts, *([base] if base else [])])
    return [base, *(f"{base}.{alias.name}" for alias in statement.names)]


def import_graph(source: Path) -> tuple[nx.DiGraph, set[str]]:
    """The imports between the top-level units of the package at ``source`` (its
    subpackages and top-level modules), each edge with the places that make it, and the
    names of the subpackages."""
    root = source.name
    packages = {p.name for p in source.iterdir() if (p / "__init__.py").is_file()}
    units = packages | {p.stem for p in source.glob("*.py") if p.stem != "__init__"}
    graph = nx.DiGraph()
    graph.add_nodes_from(units)
    for path in sorted(source.rglob("*.py")):
        relative = path.relative_to(source.parent).with_suffix("")
        is_package = relative.name == "__init__"
        parts = relative.parts[:-1] if is_package else relative.parts
        if len(parts) < 2:
            continue  # the root __init__ only re-exports (by name, on first use)
        unit = parts[1]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for statement in _imports(tree):
            for name in _imported_names(statement, ".".join(parts), is_package):
                pieces = name.split(".")
                if len(pieces) < 2 or pieces[0] != root or pieces[1] not in units or pieces[1] == unit:
                    continue
                if not graph.has_edge(unit, pieces[1]):
                    graph.add_edge(unit, pieces[1], where=[])
                graph.edges[unit, pieces[1]]["where"].append(f"{path.relative_to(source.parent)}:{statement.lineno}")
    return graph, packages


def package_cycles(source: Path) -> list[str]:
    """Each import cycle between the subpackages of ``source``, as a readable line."""
    graph, packages = import_graph(source)
    root = source.name
    through = nx.DiGraph()  # package -> package, directly or through top-level modules only
    through.add_nodes_from(packages)
    modules = graph.subgraph(set(graph) - packages)
    for package in packages:
        for _, first, data in graph.out_edges(package, data=True):
            reach = {first} | (nx.descendants(modules, first) if first in modules else set())
            for middle in reach:
                for target in graph.successors(middle) if middle not in packages else [middle]:
                    if target in packages and target != package and not through.has_edge(package, target):
                        via = "" if middle == target else f" via {root}.{middle}"
                        through.add_edge(package, target, where=f"{data['where'][0]}{via}")
    lines = []
    for cycle in nx.simple_cycles(through):
        start = cycle.index(min(cycle))  # each cycle told from the same package every run
        cycle = cycle[start:] + cycle[:start]
        hops = zip(cycle, [*cycle[1:], cycle[0]])
        lines.append("; ".join(f"{root}.{a} -> {root}.{b} ({through.edges[a, b]['where']})" for a, b in hops))
    return sorted(lines)


def test_no_import_cycle_between_top_level_packages() -> None:
    assert package_cycles(SOURCE) == []


def test_the_check_sees_what_it_must(tmp_path: Path) -> None:
    """The check itself: it finds a cycle made by a lazy import inside a function, a
    relative import, and one through a top-level module; it ignores TYPE_CHECKING."""

    def write(relative: str, text: str) -> None:
        path = tmp_path / "pkg" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    for package in ("low", "high", "side"):
        write(f"{package}/__init__.py", "")
    write("__init__.py", "")
    write("high/use.py", "from pkg.low.base import thing\n")
    write("low/base.py", "def thing():\n    from ..high import use\n    return use\n")
    assert package_cycles(tmp_path / "pkg") == [
        "pkg.high -> pkg.low (pkg/high/use.py:1); pkg.low -> pkg.high (pkg/low/base.py:2)"
    ]

    write("low/base.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.high import use\n")
    assert package_cycles(tmp_path / "pkg") == []

    write("glue.py", "import pkg.high.use\n")
    write("side/x.py", "class X:\n    def f(self):\n        from pkg import glue\n")
    write("low/base.py", "import pkg.side.x\n")
    assert package_cycles(tmp_path / "pkg") == [
        "pkg.high -> pkg.low (pkg/high/use.py:1); pkg.low -> pkg.side (pkg/low/base.py:1); "
        "pkg.side -> pkg.high (pkg/side/x.py:3 via pkg.glue)"
    ]


def test_ontology_and_linking_are_layered() -> None:
    """The layering this check first enforced: linking reads the ontology, never the reverse."""
    graph, _ = import_graph(SOURCE)
    assert graph.has_edge("linking", "ontology")
    assert not graph.has_edge("ontology", "linking"), graph.edges["ontology", "linking"]["where"]
