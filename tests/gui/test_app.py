"""The app as a user starts it: a separate process, through its entry points."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from riskgui import __version__
from riskgui.gui.app import app_icon


def run(args, tmp_path, **env):
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), **env}
    return subprocess.run(args, capture_output=True, text=True, timeout=120, env=environment)


@pytest.mark.slow
def test_smoke_run_opens_solves_simulates_and_quits(tmp_path):
    report = tmp_path / "smoke.json"
    exe = shutil.which("riskgui", path=str(Path(sys.executable).parent))
    assert exe, "the riskgui gui-script is not installed next to this Python"
    done = run([exe, "--smoke", "--smoke-report", str(report)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Error" not in done.stderr
    result = json.loads(report.read_text())
    assert result["ok"] is True and result["riskgui"] == __version__
    assert abs(result["results"]["z"]) < 4 and result["results"]["trials"] == 20_000
    assert result["results"]["ledger_ok"] is True, result["results"]  # SQLite in the build
    timings = result["timings"]
    assert {"window_shown_s", "window_painted_s", "exact_shown_s", "simulation_done_s"} <= set(
        timings
    )
    if sys.platform.startswith("linux"):
        assert 0 < timings["process_start_to_window_painted_s"] < 60
    # The smoke run leaves the user's settings and ledger alone.
    assert not (tmp_path / ".config" / "riskgui").exists()
    assert not (tmp_path / ".local" / "share" / "riskgui").exists()


@pytest.mark.slow
def test_without_a_display_it_says_so_in_one_line(tmp_path):
    environment = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
    }
    done = subprocess.run(
        [sys.executable, "-m", "riskgui"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**environment, "HOME": str(tmp_path)},
    )
    if not sys.platform.startswith("linux"):
        pytest.skip("a display is always there elsewhere")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display found" in lines[0]


@pytest.mark.slow
def test_python_dash_m_riskgui_answers_version(tmp_path):
    done = run([sys.executable, "-m", "riskgui", "--version"], tmp_path)
    assert done.returncode == 0 and done.stdout.strip() == f"riskgui {__version__}"


@pytest.mark.slow
def test_app_icon_is_packaged_and_loads(qapp):
    icon = app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(16, 16).isNull()


@pytest.mark.slow
def test_garbage_is_collected_on_the_gui_thread_only(qtbot):
    import gc

    from riskgui.gui.diagnostics.gc_guard import GuiThreadGarbageCollector

    was_enabled = gc.isenabled()
    collector = GuiThreadGarbageCollector()
    try:
        assert not gc.isenabled()  # no thread collects on its own any more
        for _ in range(gc.get_threshold()[0] + 10):
            cycle: list[object] = []
            cycle.append(cycle)
        assert gc.get_count()[0] > gc.get_threshold()[0]
        collector.on_check()  # what the GUI-thread timer runs
        assert gc.get_count()[0] < gc.get_threshold()[0]
    finally:
        collector.stop()
        if not was_enabled:
            gc.disable()
    assert gc.isenabled() or not was_enabled


def test_what_start_up_made_is_spared_the_collections_until_the_app_stops(qtbot):
    import gc

    from riskgui.gui.diagnostics.gc_guard import GuiThreadGarbageCollector

    was_enabled = gc.isenabled()
    collector = GuiThreadGarbageCollector()
    try:
        before = len(gc.get_objects(generation=2))
        collector.spare_start_up()
        assert gc.get_freeze_count() >= before > 0
        assert len(gc.get_objects(generation=2)) < before  # a full collection skips them
    finally:
        collector.stop()
        if not was_enabled:
            gc.disable()
    assert gc.get_freeze_count() == 0  # given back: nothing stays out of reach
