"""What an instant blitz of 20,000 vs 20,000 costs the GUI thread in the Dice tab.

Run: python benchmarks/bench_dice_blitz.py   (offscreen unless DISPLAY is set)

Plays the whole battle with Blitz at Instant speed in a shown DiceView and reports the
time until the battle is over and how late a 5 ms timer ever fired meanwhile.  The
reference, in the same run, is the log as the first build kept it: one QTableWidgetItem
per cell for the same rounds.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem  # noqa: E402

from benchmarks.bench_gui_latency import Probe  # noqa: E402
from riskgui.core.battle import Battle  # noqa: E402
from riskgui.core.dice.played import PlayedBattle  # noqa: E402
from riskgui.core.report.battle_log import LOG_HEADER, log_row  # noqa: E402
from riskgui.core.report.counting import Counting  # noqa: E402
from riskgui.gui.tabs.dice.view import DiceView  # noqa: E402

ARMIES = 20_000


def blitz(view: DiceView, probe: Probe) -> float:
    view.reset(Battle(ARMIES, ARMIES), seed=1)
    view.speed_combo.setCurrentText("Instant")
    loop = QEventLoop()
    view.battleOver.connect(loop.quit)
    started = time.perf_counter()
    probe.start()
    view.blitz_button.setChecked(True)
    loop.exec()
    probe.stop()
    return time.perf_counter() - started


def widget_items(battle: PlayedBattle) -> float:
    """The reference: every round's cells as QTableWidgetItems, as the log used to be."""
    table = QTableWidget(0, len(LOG_HEADER))
    table.show()
    started = time.perf_counter()
    for number in range(1, len(battle.rounds) + 1):
        row = table.rowCount()
        table.insertRow(row)
        for column, text in enumerate(log_row(battle, number, Counting.ON_TERRITORY)):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, column, item)
    QApplication.processEvents()
    return time.perf_counter() - started


def main() -> None:
    app = QApplication(sys.argv[:1])
    view = DiceView()
    view.resize(900, 700)
    view.animate_check.setChecked(False)
    view.show()
    app.processEvents()
    probe = Probe()
    seconds = blitz(view, probe)
    rounds = len(view.battle.rounds)
    print(f"Instant blitz of {ARMIES:,} vs {ARMIES:,}: {rounds:,} rounds")
    print(f"  riskgui (log model):        {seconds:.2f} s until over; {probe.summary()}")
    print(f"  reference (widget items), the log alone: {widget_items(view.battle):.2f} s")
    view.shutdown()


if __name__ == "__main__":
    main()
