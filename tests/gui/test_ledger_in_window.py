"""The ledger in the window: one session for the Dice and Ledger tabs, opened only when
needed, the players remembered across restarts, and a clean exit in the middle of a report."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QAbstractButton

from riskgui.core.battle import Battle
from riskgui.core.ledger.store import Ledger
from riskgui.gui.kit.runner import SHUTDOWN_TIMEOUT_MS, JobRunner
from riskgui.gui.ledger.recording import Recording
from riskgui.gui.main_window import MainWindow
from riskgui.gui.tabs.ledger.tab import LedgerTab
from tests.helpers.window import set_battle


def open_window(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_ledger_tab_comes_after_dice_and_shares_the_session(qtbot, window):
    tabs = window.tabs
    after = tabs.indexOf(window.dice_view) + 1
    assert isinstance(tabs.widget(after), LedgerTab) and tabs.tabText(after) == "&Ledger"
    assert tabs.widget(after).session is window.ledger_session
    assert window.dice_view.ledger_strip._session is window.ledger_session


def test_start_up_and_the_dice_tab_leave_the_ledger_closed(qtbot, window, ledger_file):
    window.tabs.setCurrentWidget(window.dice_view)
    window.dice_view.roll_button.click()
    qtbot.wait(50)
    assert not window.ledger_session.is_open and not ledger_file.exists()


@pytest.mark.slow
def test_the_evening_the_players_and_recording_on_or_off_are_remembered(
    qtbot, settings, ledger_file
):
    first = open_window(qtbot, settings)
    strip = first.dice_view.ledger_strip
    strip.attacker_combo.setCurrentText("Anna")
    strip.defender_combo.setCurrentText("Ben")
    strip.record_button.click()
    evening = first.ledger_session.recorder.recording.evening
    first.close()

    second = open_window(qtbot, settings)  # recording was on: it is on again
    strip = second.dice_view.ledger_strip
    assert strip.record_button.text() == "Record: on"
    assert strip.status_label.text() == f"Recording to {evening}: Anna attacks Ben"
    assert second.ledger_session.recorder.recording == Recording(evening, "Anna", "Ben")
    second.dice_view.animate_check.setChecked(False)
    second.dice_view.roll_button.click()
    with Ledger(ledger_file) as ledger:
        assert [(e.attacker, e.defender) for e in ledger.entries(evening)] == [("Anna", "Ben")]
    strip.record_button.click()
    assert strip.record_button.text() == "Record: off"
    second.close()

    third = open_window(qtbot, settings)  # switched off: off, and the ledger left closed
    strip = third.dice_view.ledger_strip
    assert strip.record_button.text() == "Record: off"
    assert not third.ledger_session.is_open
    assert (strip.attacker_combo.currentText(), strip.defender_combo.currentText()) == (
        "Anna",
        "Ben",
    )
    strip.record_button.click()  # one click: the same evening, the same players
    assert third.ledger_session.recorder.recording == Recording(evening, "Anna", "Ben")
    third.close()


@pytest.mark.slow
def test_recording_left_on_without_names_waits_for_them_after_a_restart(qtbot, settings):
    first = open_window(qtbot, settings)
    first.dice_view.ledger_strip.record_button.click()
    first.close()
    second = open_window(qtbot, settings)
    strip = second.dice_view.ledger_strip
    assert strip.record_button.text() == "Record: on"
    assert strip.status_label.text() == "Not recording yet: name the attacker."
    second.close()


@pytest.mark.slow
def test_swap_on_the_dice_tab_swaps_the_armies_of_the_battle(qtbot, window):
    panel = window.battle_panel
    set_battle(window, 10, 4)
    qtbot.waitUntil(lambda: window.dice_view.start_battle.defenders == 4)
    (swap,) = [b for b in window.dice_view.findChildren(QAbstractButton) if b.text() == "\u21c4"]
    swap.click()
    shown = (panel.attackers_spin.value(), panel.defenders_spin.value())
    assert shown == (4, 10)  # the armies on each territory, the one that stays behind too
    qtbot.waitUntil(lambda: window.session.battle == Battle(4, 10, 1, window.battle().rules))
    panel.rules_panel.count_stay_behind.setChecked(False)  # counted as attacking armies
    assert (panel.attackers_spin.value(), panel.defenders_spin.value()) == (3, 10)
    swap.click()
    assert (panel.attackers_spin.value(), panel.defenders_spin.value()) == (9, 4)
    assert window.dice_view.start_battle.attackers == 10


@pytest.mark.slow
def test_a_remembered_name_too_long_to_be_a_name_is_left_out(qtbot, settings):
    settings.setValue("dice/recordAttacker", "x" * 600)
    settings.setValue("dice/recordDefender", "Ben")
    window = open_window(qtbot, settings)
    strip = window.dice_view.ledger_strip
    assert strip.attacker_combo.currentText() == ""
    assert strip.defender_combo.currentText() == "Ben"
    window.close()


@pytest.mark.slow
def test_closing_in_the_middle_of_a_report_stops_it_at_once(qtbot, settings, ledger_file):
    with Ledger(ledger_file) as ledger:
        ledger.add_evening("Friday")
    window = open_window(qtbot, settings)
    session = window.ledger_session
    session.recorder.start("Friday", "Anna", "Ben")
    session.recorder.record_rounds(
        [((6, 5, 1), (6, 3)), ((2, 1), (4,))] * 500, window.battle().rules
    )
    session.report.request(None)
    report = window.findChild(JobRunner, "riskgui-ledger-report")
    assert report is not None and report.running
    started = time.perf_counter()
    window.close()
    assert time.perf_counter() - started < SHUTDOWN_TIMEOUT_MS / 1000 / 2
    assert all(thread.isFinished() for thread in window.findChildren(QThread))
    assert not session.is_open
    with Ledger(ledger_file) as ledger:  # everything recorded was committed
        assert len(ledger.entries("Friday")) == 1000


CLOSE_MID_REPORT = """
import sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from riskgui.gui.main_window import MainWindow

app = QApplication([])
window = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window.show()
session = window.ledger_session
session.recorder.start("Friday", "Anna", "Ben")
session.recorder.record_rounds([((6, 5, 1), (6, 3)), ((2, 1), (4,))] * 2000, window.battle().rules)
def report_and_close():
    session.report.request(None)
    window.close()
QTimer.singleShot(200, report_and_close)
sys.exit(app.exec())
"""


@pytest.mark.slow
def test_a_process_closed_mid_report_exits_cleanly(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", CLOSE_MID_REPORT, str(tmp_path / "settings.ini")],
        capture_output=True,
        text=True,
        timeout=60,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(tmp_path),
            "RISKGUI_LEDGER": str(tmp_path / "ledger.sqlite"),
        },
        cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert "QThread" not in done.stderr and "Traceback" not in done.stderr
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        assert len(ledger.entries()) == 4000
