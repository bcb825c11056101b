"""What must be in sight without scrolling, at the window's first size."""

import pytest
from PySide6.QtCore import QPoint, QSize

from riskgui.gui.settings import FIRST_SIZE, first_size
from tests.helpers.window import wait_for_exact


def in_sight(window, widget) -> bool:
    """The widget lies wholly inside the side column's viewport."""
    viewport = window.side_column.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def test_the_answer_and_a_runs_result_are_in_sight_at_the_first_size(qtbot, window):
    window.resize(FIRST_SIZE)
    wait_for_exact(qtbot, window)
    window.simulation_panel.trials_spin.setValue(2000)
    with qtbot.waitSignal(window.simulationFinished, timeout=10_000):
        window.simulation_panel.run_button.click()
    # Once the column has laid out the result's longer text (a busy machine may take more
    # than one pass of the event loop), both are in sight; never is a failure.
    estimate = window.simulation_panel.estimate_label
    qtbot.waitUntil(lambda: "battles rolled" in estimate.text(), timeout=5_000)
    qtbot.waitUntil(
        lambda: in_sight(window, window.answer_panel) and in_sight(window, estimate),
        timeout=5_000,
    )


def test_opening_the_rules_details_keeps_the_answer_in_sight(qtbot, window):
    window.resize(FIRST_SIZE)
    wait_for_exact(qtbot, window)
    details = window.battle_panel.rules_panel.details
    window.battle_panel.rules_panel.details_button.setChecked(True)
    qtbot.waitUntil(
        lambda: details.isVisible() and window.side_column.verticalScrollBar().value() > 0
    )
    assert in_sight(window, window.answer_panel.exact_label)
    viewport = window.side_column.viewport()
    assert details.mapTo(viewport, QPoint(0, 0)).y() < viewport.height()  # its start shows


@pytest.mark.slow
def test_the_first_window_fits_a_small_screen():
    assert first_size(QSize(1920, 1040)) == FIRST_SIZE
    small = first_size(QSize(1093, 590))  # 1366 x 768 at 125 %, less a task bar
    assert small.width() <= 1093 and small.height() <= 590


def test_the_first_window_fits_this_screen(qtbot, window):
    available = window.screen().availableGeometry().size()
    assert window.width() <= available.width() and window.height() <= available.height()


def test_a_run_whose_last_snapshot_was_drawn_while_running_still_says_it_is_done(qtbot, window):
    """The redraw timer may draw the final snapshot before the run's end arrives (a busy
    machine): the label kept the running form ("2,000 of 2,000 battles: done") for good,
    where a finished run says the battles were rolled."""
    wait_for_exact(qtbot, window)
    panel = window.simulation_panel
    panel.trials_spin.setValue(2000)
    with qtbot.waitSignal(window.simulationFinished, timeout=10_000) as finished:
        panel.run_button.click()
    final = finished.args[0]
    runner = panel._runner
    runner._running = True  # the race, replayed: drawn while still running ...
    panel._pending, panel._drawn = final, None
    panel.on_redraw()
    assert "battles rolled" not in panel.estimate_label.text()
    runner._running = False  # ... then the end arrives
    panel.on_finished(runner.run_id)
    assert "2,000 of 2,000 battles rolled" in panel.estimate_label.text()
