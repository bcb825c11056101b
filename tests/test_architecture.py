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
