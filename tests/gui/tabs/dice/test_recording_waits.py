"""Recording switched on stays on (issue 36, items 5 and 6): while the names cannot be
recorded to, the strip says why and every roll says it was not recorded; as soon as they
can, recording resumes by itself.  Swap turns the battle round, players and armies."""

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from riskgui.core.battle import Battle
from riskgui.core.ledger.store import Ledger
from riskgui.gui.tabs.dice.ledger_names import evening_name

TONIGHT = evening_name(date.today())


def lines(widget: QWidget) -> list[str]:
    """Every line of text the player sees in ``widget``."""
    return [label.text() for label in widget.findChildren(QLabel) if label.isVisible()]


def status(dice) -> str:
    """The line that says what is recorded (its name for screen readers)."""
    (line,) = [
        label
        for label in dice.findChildren(QLabel)
        if label.accessibleName() == "What is recorded" and label.isVisible()
    ]
    return line.text()


def button_reading(widget: QWidget, words: str) -> QAbstractButton:
    (found,) = [b for b in widget.findChildren(QAbstractButton) if words in b.text()]
    return found


def type_name(qtbot, dice, field: str, name: str, enter: bool = True) -> None:
    """Type ``name`` into the list whose tooltip is ``field`` (as a player: keys, then
    Return if ``enter``)."""
    (combo,) = [c for c in dice.findChildren(QComboBox) if c.toolTip() == field]
    line = combo.lineEdit()
    if not dice.isActiveWindow():  # as on a desktop: focus moves, and leaving a field ends it
        dice.activateWindow()
        qtbot.waitUntil(dice.isActiveWindow)
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, name)
    if enter:
        qtbot.keyClick(line, Qt.Key.Key_Return)


def entries(ledger_file) -> list[tuple[str, str, str, tuple[int, ...], tuple[int, ...]]]:
    if not ledger_file.exists():
        return []
    with Ledger(ledger_file) as ledger:
        return [
            (e.evening, e.attacker, e.defender, e.what.attacker_faces, e.what.defender_faces)
            for e in ledger.entries()
        ]


def shown(dice) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    return [(tuple(r.attacker_faces), tuple(r.defender_faces)) for r in dice.battle.rounds]


@pytest.mark.slow
def test_recording_switched_on_before_the_names_waits_for_them(qtbot, dice, ledger_file):
    record = button_reading(dice, "Record: off")
    record.click()
    assert record.text() == "Record: on"
    assert status(dice) == "Not recording yet: name the attacker."
    dice.roll_button.click()
    assert status(dice) == "Not recorded (1 round): name the attacker."
    assert entries(ledger_file) == []

    type_name(qtbot, dice, "Evening recorded to", "Friday")
    type_name(qtbot, dice, "Player attacking", "Anna")
    assert status(dice) == "Not recorded (1 round): name the defender."
    type_name(qtbot, dice, "Player defending", "Ben", enter=False)
    qtbot.mouseClick(dice.roll_button, Qt.MouseButton.LeftButton)  # the name is taken first
    assert record.text() == "Record: on"
    assert status(dice) == (
        "Recording to Friday: Anna attacks Ben; 1 round before was not recorded."
    )
    assert entries(ledger_file) == [("Friday", "Anna", "Ben", *shown(dice)[1])]

    record.click()  # off is plainly off
    assert record.text() == "Record: off"
    assert status(dice) == "Not recording to the luck ledger."
    dice.roll_button.click()
    assert len(entries(ledger_file)) == 1


@pytest.mark.slow
def test_the_same_player_on_both_sides_waits_until_the_names_differ(qtbot, dice, ledger_file):
    type_name(qtbot, dice, "Player attacking", "Anna")
    type_name(qtbot, dice, "Player defending", "Ben")
    record = button_reading(dice, "Record: off")
    record.click()
    assert status(dice) == f"Recording to {TONIGHT}: Anna attacks Ben"

    type_name(qtbot, dice, "Player attacking", "Ben")
    assert record.text() == "Record: on"
    assert status(dice) == "Not recording yet: Ben cannot attack themselves."
    dice.roll_button.click()
    assert status(dice) == "Not recorded (1 round): Ben cannot attack themselves."
    type_name(qtbot, dice, "Player defending", "Anna")
    assert status(dice) == (
        f"Recording to {TONIGHT}: Ben attacks Anna; 1 round before was not recorded."
    )
    dice.roll_button.click()
    assert entries(ledger_file) == [(TONIGHT, "Ben", "Anna", *shown(dice)[1])]


@pytest.mark.slow
def test_swap_turns_the_battle_round_players_and_armies(qtbot, dice, ledger_file):
    dice.reset(Battle(10, 4), seed=3)
    type_name(qtbot, dice, "Player attacking", "Anna")
    type_name(qtbot, dice, "Player defending", "Ben")
    button_reading(dice, "Record: off").click()
    swap = button_reading(dice, "\u21c4")
    assert "10 against 4 becomes 4 against 10" in swap.toolTip()
    swap.click()
    assert status(dice) == f"Recording to {TONIGHT}: Ben attacks Anna"
    assert "Attacker 4  vs  Defender 10" in lines(dice)
    dice.roll_button.click()
    assert entries(ledger_file) == [(TONIGHT, "Ben", "Anna", *shown(dice)[0])]
    swap.click()
    assert status(dice) == f"Recording to {TONIGHT}: Anna attacks Ben"
    assert "Attacker 10  vs  Defender 4" in lines(dice)


@pytest.mark.slow
def test_a_territory_of_one_army_cannot_be_swapped_to_attack(qtbot, dice):
    dice.reset(Battle(5, 1), seed=3)
    type_name(qtbot, dice, "Player attacking", "Anna")
    type_name(qtbot, dice, "Player defending", "Ben")
    button_reading(dice, "\u21c4").click()
    assert status(dice) == (
        "Cannot swap: the defending territory has 1 army, and attacking needs 2 (one stays behind)."
    )
    assert "Attacker 5  vs  Defender 1" in lines(dice)
    names = [c.currentText() for c in dice.findChildren(QComboBox) if c.isEditable()]
    assert names[-2:] == ["Anna", "Ben"]
