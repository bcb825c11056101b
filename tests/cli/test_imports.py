"""What the CLI loads: never the desktop app, and NumPy only with a command that needs it."""

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import riskgui.cli


def _modules_loaded_by_importing(modules: list[str]) -> set[str]:
    """The top-level packages in ``sys.modules`` of a fresh Python that imported ``modules``."""
    return {name.split(".")[0] for name in _every_module_loaded_by_importing(modules)}


def _every_module_loaded_by_importing(modules: list[str]) -> set[str]:
    """Every name in ``sys.modules`` of a fresh Python that imported ``modules``."""
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


@pytest.mark.slow
def test_the_parser_the_output_odds_and_round_load_no_numpy():
    """By construction: a small ``odds`` answers before NumPy alone would have loaded."""
    light = ["riskgui.cli.main", "riskgui.cli.arguments", "riskgui.cli.output"]
    loaded = _modules_loaded_by_importing(
        [*light, "riskgui.cli.commands.odds", "riskgui.cli.commands.round"]
    )
    assert "riskgui" in loaded and "numpy" not in loaded
    assert "numpy" in _modules_loaded_by_importing([*light, "riskgui.cli.commands.table"])


@pytest.mark.slow
def test_ledger_report_loads_nothing_only_a_write_or_the_dice_test_needs():
    """The report reads: the entry checks, the uids of new entries and the chi-square test
    of the dice are left to the commands that use them (each a few milliseconds of start)."""
    loaded = _every_module_loaded_by_importing(["riskgui.cli.commands.ledger.report"])
    assert "riskgui.core.ledger.report" in loaded
    assert not loaded & {"riskgui.core.ledger.checks", "riskgui.core.ledger.fairness", "uuid"}
    writing = _every_module_loaded_by_importing(["riskgui.cli.commands.ledger.record"])
    assert "riskgui.core.ledger.checks" in writing


@pytest.mark.slow
def test_no_module_of_the_cli_loads_qt_or_pyqtgraph():
    found = pkgutil.walk_packages(riskgui.cli.__path__, "riskgui.cli.")
    modules = [m.name for m in found if not m.name.endswith("__main__")]
    assert "riskgui.cli.commands.simulate" in modules
    loaded = _modules_loaded_by_importing(modules)
    assert "numpy" in loaded
    assert not loaded & {"PySide6", "shiboken6", "pyqtgraph"}


def test_every_part_has_a_place_in_the_cli_layers():
    """A new module or package must be put in a layer, or import-linter would not check it."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    pyproject = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    contracts = pyproject["tool"]["importlinter"]["contracts"]
    (layers,) = [c["layers"] for c in contracts if c.get("containers") == ["riskgui.cli"]]
    placed = {name.strip() for layer in layers for name in layer.split("|")}
    assert {m.name for m in pkgutil.iter_modules(riskgui.cli.__path__)} == placed
