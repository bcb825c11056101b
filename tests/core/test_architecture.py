import pkgutil
import subprocess
import sys

import riskgui.core


def test_core_and_cli_import_neither_qt_nor_pyqtgraph():
    found = pkgutil.walk_packages(riskgui.core.__path__, "riskgui.core.")
    modules = [m.name for m in found if not m.ispkg]
    assert "riskgui.core.exact.solver" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules + ['riskgui.cli']!r}: importlib.import_module(name)\n"
        "gui = ('PySide6', 'shiboken6', 'pyqtgraph')\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in gui)\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, f"GUI modules imported by the core: {done.stdout} {done.stderr}"


def test_every_part_of_the_window_is_bound_by_the_import_contract():
    """A new module in riskgui/gui must be listed, or it could import the main window."""
    from pathlib import Path

    import pytest

    import riskgui.gui

    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    pyproject = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    contracts = pyproject["tool"]["importlinter"]["contracts"]
    parts = next(c for c in contracts if c["forbidden_modules"] == ["riskgui.gui.main_window"])
    modules = {f"riskgui.gui.{m.name}" for m in pkgutil.iter_modules(riskgui.gui.__path__)}
    builders = {"riskgui.gui.main_window", "riskgui.gui.app", "riskgui.gui.smoke"}
    assert set(parts["source_modules"]) == modules - builders
