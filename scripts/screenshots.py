"""Retake the README's screenshots from a real window.

Run: xvfb-run -s "-screen 0 1280x1024x24" .venv/bin/python scripts/screenshots.py [--out DIR]

Each picture is the window (or a tab) as a player sees it after the steps named beside it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from riskgui.core.ledger.model import Entry, Fought, Roll  # noqa: E402
from riskgui.gui.main_window import MainWindow  # noqa: E402
from riskgui.gui.tabs.board.new_game_dialog import NewGameDialog  # noqa: E402


def wait_until(condition: Callable[[], bool], timeout_ms: int = 60_000) -> None:
    waited = 0
    while not condition():
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()
        waited += 20
        if waited > timeout_ms:
            raise TimeoutError("the window did not get there in time")


def settle(ms: int = 400) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def new_window(attackers: int = 10, defenders: int = 10) -> MainWindow:
    settings = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1100, 720)
    window.show()
    window.battle_panel.attackers_spin.setValue(attackers)
    window.battle_panel.defenders_spin.setValue(defenders)
    wait_until(lambda: window.session.result is not None)
    return window


def simulate(window: MainWindow, trials: int, seed: int) -> None:
    window.simulation_panel.trials_spin.setValue(trials)
    window.simulation_panel.seed_edit.setValue(seed)
    finished: list[object] = []
    window.simulationFinished.connect(finished.append)
    window.simulation_panel.on_run()
    wait_until(lambda: bool(finished))
    settle()


def save(widget: QWidget, out: Path, name: str) -> None:
    settle()
    path = out / name
    widget.grab().save(str(path))
    print(path)


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#2b2b2b"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#e6e6e6"),
        (QPalette.ColorRole.Highlight, "#2f6fd6"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
        (QPalette.ColorRole.PlaceholderText, "#9a9a9a"),
        (QPalette.ColorRole.ToolTipBase, "#353535"),
        (QPalette.ColorRole.ToolTipText, "#e6e6e6"),
    ):
        palette.setColor(role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(disabled, role, QColor("#7a7a7a"))
    return palette


def game_night(evening: str, rolls: int = 60, seed: int = 7) -> list[Entry]:
    """Rolls of fair dice among four players (seeded), then two battles entered after."""
    rng = random.Random(seed)
    players = ("Anna", "Ben", "Cleo", "Dan")
    entries = []
    for _ in range(rolls):
        attacker, defender = rng.sample(players, 2)
        a_dice, d_dice = rng.choice(((3, 2), (3, 2), (3, 2), (2, 2), (3, 1), (1, 2), (2, 1)))
        roll = Roll(
            tuple(sorted((rng.randint(1, 6) for _ in range(a_dice)), reverse=True)),
            tuple(sorted((rng.randint(1, 6) for _ in range(d_dice)), reverse=True)),
        )
        entries.append(Entry(evening, attacker, defender, roll))
    entries.append(Entry(evening, "Anna", "Dan", Fought((10, 10), (1, 4))))
    entries.append(Entry(evening, "Cleo", "Ben", Fought((8, 3), (6, 0))))
    return entries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("resources/screenshots"))
    parser.add_argument("--dark", action="store_true", help="only the dark-palette picture")
    args = parser.parse_args()
    # The Ledger tab's picture comes from a ledger of its own, never the player's.
    os.environ["RISKGUI_LEDGER"] = str(Path(tempfile.mkdtemp()) / "ledger.sqlite")
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    if args.dark:
        app.setPalette(dark_palette())
        window = new_window()
        simulate(window, 1_000_000, 7)
        save(window, out, "main-window-dark.png")
        window.close()
        return

    window = new_window()  # a million battles of 10 vs 10
    simulate(window, 1_000_000, 7)
    save(window, out, "main-window.png")

    tab = window.simulation_tab  # the log scale shows the tails
    tab.outcome_log_check.setChecked(True)
    save(window, out, "outcomes-log-scale.png")
    tab.outcome_log_check.setChecked(False)

    dice = window.dice_view  # four rounds of 10 vs 10
    window.tabs.setCurrentWidget(dice)
    dice.animate_check.setChecked(False)
    for _ in range(4):
        dice.roll_button.click()
    wait_until(lambda: "From here: attacker conquers" in dice.odds.odds_label.text())
    save(window, out, "dice-view.png")

    window.battle_panel.attackers_spin.setValue(20)  # 20 armies against 3, 4 and 2
    wait_until(lambda: getattr(window.session.result, "battle", None) == window.battle())
    window.tabs.setCurrentWidget(window.campaign_view)
    window.campaign_view.route_edit.setText("3, 4, 2")
    window.campaign_view.check_button.click()
    wait_until(lambda: window.campaign_view.check_button.isEnabled())
    save(window, out, "campaign.png")

    ledger = window.ledger_tab  # a game night of 60 rolls and 2 battles among four players
    session = window.ledger_session
    session.ledger.ensure_evening("Friday game", "2026-11-20")
    session.ledger.import_entries((), game_night("Friday game"))
    session.changed.emit()
    window.tabs.setCurrentWidget(ledger)
    wait_until(lambda: ledger.settled and ledger.evening == "Friday game")
    settle()
    save(window, out, "ledger.png")

    board = window.board_view  # the example: Red takes Australia from Siam, a draft of 3
    window.tabs.setCurrentWidget(board)
    wait_until(lambda: board.result is not None and not board.running and not board.changed)
    board.select("Siam")  # the position editor shows the foothold
    save(window, out, "board.png")

    # A game at the table from the example: Red places 3 on Siam and attacks Indonesia.
    def new_game(dialog: NewGameDialog) -> int:  # as a player fills it in
        dialog.evening_combo.setCurrentText("Friday game")
        dialog.accept()
        return dialog.result()

    NewGameDialog.exec = new_game  # type: ignore[method-assign]
    board.game_bar.new_button.click()
    game = window.game_session
    game.rng = np.random.default_rng(4)
    board.game_panel.per_click_spin.setValue(3)
    for territory in ("Siam", "Siam", "Indonesia"):
        board.scene.territoryClicked.emit(territory)
    wait_until(lambda: board.advising.current(board.inputs))
    board.game_panel.roll_button.click()
    wait_until(lambda: board.advising.current(board.inputs) and not board.advising.running)
    settle()
    save(window, out, "board-game.png")
    game.leave()

    turn = window.turn_view  # the example plan, as the tab starts
    window.tabs.setCurrentWidget(turn)
    wait_until(lambda: turn.result is not None and turn.settled)
    save(window, out, "turn.png")

    planner = window.heatmap_view  # the default map, 30 x 30
    window.tabs.setCurrentWidget(planner)
    planner.draw_button.click()
    wait_until(lambda: planner.grid is not None)
    save(window, out, "planner.png")

    window.tabs.setCurrentWidget(window.compare_view)  # classic against fortified
    wait_until(lambda: "Fortified" in window.compare_view.summary.text() or "+1" in
               window.compare_view.summary.text())  # fmt: skip
    save(window, out, "compare.png")
    window.close()


if __name__ == "__main__":
    main()
