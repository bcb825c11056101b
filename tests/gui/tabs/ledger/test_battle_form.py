"""A battle is added in a few keystrokes; one the rules cannot produce is refused with the
core's sentence, and nothing is written."""

import pytest
from PySide6.QtCore import Qt

from riskgui.core.ledger.model import Fought
from tests.gui.tabs.ledger.helpers import EVENING, wait_settled


def type_battle(qtbot, form, attacker, defender, start, end):
    for combo, name in ((form.attacker_combo, attacker), (form.defender_combo, defender)):
        combo.setEditText(name)
    form.start_edit.clear()
    qtbot.keyClicks(form.start_edit, start)
    form.end_edit.clear()
    qtbot.keyClicks(form.end_edit, end)
    qtbot.keyClick(form.end_edit, Qt.Key.Key_Return)


@pytest.mark.slow
def test_a_battle_typed_in_is_added_to_the_evening_and_undone(qtbot, tab, night):
    before = night.entries(EVENING)
    form = tab.battle_form
    form.stop_spin.setValue(3)
    type_battle(qtbot, form, "Ben", "Eve", "12 5", "3 2")
    after = night.entries(EVENING)
    assert len(after) == len(before) + 1
    added = after[-1]
    assert (added.attacker, added.defender) == ("Ben", "Eve")
    assert added.what == Fought((12, 5), (3, 2), stop_at=3)
    assert not form.message.isVisible()
    assert form.start_edit.text() == "" and form.end_edit.text() == ""
    assert tab.message.text() == "Added Ben against Eve: 12,5 \u2192 3,2, stop at 3."
    wait_settled(qtbot, tab)
    assert "Eve" in tab.report.players
    assert "Eve" in [form.attacker_combo.itemText(i) for i in range(form.attacker_combo.count())]
    tab.entries_view.undo_action.trigger()
    assert night.entries(EVENING) == before


@pytest.mark.slow
@pytest.mark.parametrize(
    ("who", "start", "end", "says"),
    [
        (("Anna", "Ben"), "10,10", "11,4", "a battle of 10 vs 10 cannot end at 11 vs 4"),
        (("Anna", "Ben"), "10,10", "5,3", "fought to the end cannot end at 5 vs 3"),
        (("Anna", "Ben"), "ten", "1,4", "give the start as attackers,defenders"),
        (("Anna", "Ben"), "10,10", "", "give the end as attackers,defenders"),
        (("Anna", "Anna"), "10,10", "1,4", "Anna cannot attack themselves"),
        (("", "Ben"), "10,10", "1,4", "name the attacker"),
    ],
)
def test_a_battle_that_cannot_be_is_refused_and_nothing_written(qtbot, tab, night, who, start,
                                                                end, says):  # fmt: skip
    before = night.entries(None)
    type_battle(qtbot, tab.battle_form, *who, start, end)
    message = tab.battle_form.message
    assert message.isVisible()
    assert message.text().startswith("Not added: ")
    assert says.lower() in message.text().lower()
    assert message.text().endswith(".") and not message.text().endswith("..")
    assert night.entries(None) == before
    assert tab.battle_form.start_edit.text() == start  # kept, to be corrected


@pytest.mark.slow
def test_with_every_evening_shown_the_form_asks_for_one(qtbot, tab, night):
    tab.evenings.choose(None)
    wait_settled(qtbot, tab)
    before = night.entries(None)
    type_battle(qtbot, tab.battle_form, "Anna", "Ben", "10,10", "1,4")
    assert "Choose the evening" in tab.battle_form.message.text()
    assert night.entries(None) == before
