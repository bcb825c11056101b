import ast
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import riskgui.cli
import riskgui.core


def _modules(package) -> list[str]:
    found = pkgutil.walk_packages(package.__path__, package.__name__ + ".")
    return [m.name for m in found if not m.ispkg and not m.name.endswith("__main__")]


@pytest.mark.slow
def test_core_and_cli_import_neither_qt_nor_pyqtgraph():
    modules = _modules(riskgui.core) + _modules(riskgui.cli)
    assert {"riskgui.core.exact.solver", "riskgui.cli.commands.odds"} <= set(modules)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "gui = ('PySide6', 'shiboken6', 'pyqtgraph')\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in gui)\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, f"GUI modules imported by the core: {done.stdout} {done.stderr}"


@pytest.mark.parametrize("container", ["riskgui.core", "riskgui.gui", "riskgui.cli"])
def test_every_part_has_a_place_in_its_layers(container):
    """A new module or package must be put in a layer, or import-linter would not check it."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    contracts = pyproject["tool"]["importlinter"]["contracts"]
    (layers,) = [c["layers"] for c in contracts if c.get("containers") == [container]]
    placed = {name.strip() for layer in layers for name in layer.split("|")}
    package = importlib.import_module(container)
    parts = {m.name for m in pkgutil.iter_modules(package.__path__)}
    assert parts == placed


def import_graph() -> dict[str, set[str]]:
    """Each module of riskgui and the modules of riskgui it imports anywhere in it (at the
    top, inside a function, or only for type checking), read from the source."""
    root = Path(__file__).parents[1] / "riskgui"
    modules = {}
    for path in root.rglob("*.py"):
        name = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        modules[name.removesuffix(".__init__")] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    whole = f"{node.module}.{alias.name}"
                    found.add(whole if whole in modules else node.module)
            elif isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def cycle_in(graph: dict[str, set[str]]) -> list[str]:
    """One cycle of the graph, or [] when there is none (depth-first, colouring)."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return []


def test_no_module_imports_itself_through_others():
    """No import cycle, not even through a function-level or type-checking import."""
    assert cycle_in(import_graph()) == []


def test_the_cycle_check_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert cycle_in(graph) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) == []


LONGEST = 400  # lines: a module longer says in its docstring why it is one job


def test_no_module_is_over_400_lines_without_saying_why():
    root = Path(riskgui.core.__file__).parent.parent
    long = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") <= LONGEST:
            continue
        doc = ast.get_docstring(ast.parse(text)) or ""
        if "One job in about" not in doc:
            long.append(f"{path.relative_to(root)}: {text.count(chr(10))} lines")
    assert not long, "split by job, or say in the docstring why it is one: " + ", ".join(long)
