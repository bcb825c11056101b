"""The Ledger tab shows what the core says of the ledger's entries: the sentences, the
running luck, the pairs and the dice; and its edits go through the session, undoably."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from riskgui.core.ledger.fairness import dice_fairness
from riskgui.core.ledger.report import ledger_report, running_luck
from riskgui.core.ledger.wording import (
    fairness_sentence,
    luck_sentence,
    unluckiest_details,
    unluckiest_sentence,
)
from riskgui.gui.tabs.ledger.entries_model import ATTACKER, LUCK, WHAT
from riskgui.gui.tabs.ledger.texts import signed, what_text
from tests.gui.tabs.charts import fits_its_widget, tooltip_at
from tests.gui.tabs.ledger.helpers import EVENING, PLAYERS, wait_settled


def shown_entries(tab):
    model = tab.model
    return [
        tuple(model.index(r, c).data() for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


@pytest.mark.slow
def test_the_table_shows_the_sessions_entries_in_order(tab, night):
    entries = night.entries(EVENING)
    assert tab.evening == EVENING
    rows = shown_entries(tab)
    assert len(rows) == len(entries) == 62
    assert [row[ATTACKER] for row in rows] == [e.attacker for e in entries]
    assert [row[WHAT] for row in rows] == [what_text(e.what) for e in entries]
    assert rows[-2][WHAT] == "10,10 \u2192 1,4"
    luck = {uid: steps for uid, steps in tab._views.luck.items()}
    assert [row[LUCK] for row in rows] == [signed(luck[e.uid]) for e in entries]


@pytest.mark.slow
def test_each_players_sentence_is_the_cores(tab, night):
    report = ledger_report(night.entries(EVENING), EVENING)
    assert tab.report == report
    by_luck = sorted(report.players.values(), key=lambda row: -row.total.luck)
    expected = [luck_sentence(row.player, row.total, "evening") for row in by_luck]
    assert tab.summary.sentence_texts() == expected
    assert expected[0].startswith("Anna: 12.1 armies luckier than expected, as lucky as 1 evening")
    worst = tab.summary.unluckiest_label
    assert worst.text() == unluckiest_sentence(report.unluckiest, "evening")
    assert worst.text().startswith("Dan had the worst dice of the 4 players; with fair dice")
    assert "percentile" not in worst.text() and "replays" not in worst.text()
    assert worst.toolTip() == unluckiest_details(report.unluckiest)  # the numbers behind
    numbers = tab.summary.numbers
    assert not numbers.isVisible()
    tab.summary.numbers_button.click()
    assert numbers.isVisible()
    assert [numbers.item(r, 0).text() for r in range(numbers.rowCount())] == [
        row.player for row in by_luck
    ]
    assert numbers.item(0, 3).text() == signed(by_luck[0].total.luck)


@pytest.mark.slow
def test_the_plot_has_one_line_per_player_with_the_running_luck(qtbot, tab, night):
    entries = night.entries(EVENING)
    running = running_luck(entries)
    plot = tab.plot
    assert sorted(plot.shown) == sorted(PLAYERS)
    for name in PLAYERS:
        assert plot.lines[name].isVisible()
        dots_x, dots_y = plot.dots[name].getData()
        assert list(dots_x) == [i + 1 for i, _ in running[name]]  # a dot at each entry
        assert np.allclose(dots_y, [total for _, total in running[name]])
    legend = [label.text for _, label in plot.legend.items]
    assert legend == plot.shown  # in the order of the luck, as the sentences are
    index, total = running["Anna"][-1]  # her battle against Dan, the 61st entry
    assert index == 60
    tip = tooltip_at(plot.plot, index + 1, total)
    battle_luck = total - running["Anna"][-2][1]
    assert tip.splitlines() == [
        "61. Anna attacked Dan: battle 10,10 \u2192 1,4",
        f"Anna {signed(battle_luck)}, Dan {signed(-battle_luck)}",
        f"Anna's luck so far: {signed(total)} armies",
    ]
    far = tooltip_at(plot.plot, index + 1, total + 40)
    assert "attacked" not in far
    tab.entries_view.table.selectRow(10)
    assert plot.marker.isVisible() and plot.marker.value() == 11  # the entry chosen


@pytest.mark.slow
def test_the_pairs_and_the_dice_are_the_cores(tab, night):
    entries = night.entries(EVENING)
    report = ledger_report(entries, EVENING)
    assert tab.pairs.rowCount() == len(report.pairs) == 6
    fairness = tab.fairness
    everyone = dice_fairness(entries)[0]
    assert list(fairness.bars.opts["height"]) == [everyone.faces[f] for f in range(1, 7)]
    assert fairness.sentence.text() == fairness_sentence(everyone, None)
    fairness.choose_player("Cleo")
    cleo = dice_fairness(entries, "Cleo")[0]
    assert list(fairness.bars.opts["height"]) == [cleo.faces[f] for f in range(1, 7)]
    assert fairness.sentence.text() == fairness_sentence(cleo, "Cleo")
    assert not fairness.die_combo.isVisible()  # d6 only


@pytest.mark.slow
def test_delete_and_undo_restores_the_entries_in_place(qtbot, tab, night):
    before = night.entries(EVENING)
    table = tab.entries_view.table
    table.selectRow(3)
    table.selectionModel().select(
        tab.model.index(5, 0), table.selectionModel().SelectionFlag.Select
        | table.selectionModel().SelectionFlag.Rows
    )  # fmt: skip
    tab.entries_view.delete_action.trigger()
    gone = {before[3].uid, before[5].uid}
    assert [e.uid for e in night.entries(EVENING)] == [e.uid for e in before if e.uid not in gone]
    assert "Deleted 2 entries" in tab.message.text()
    assert tab.summary.status.text() == "Computing\u2026"  # greyed until the report comes
    assert tab.report is None and not tab.summary.sentences.isEnabled()
    wait_settled(qtbot, tab)
    assert tab.summary.sentences.isEnabled()
    assert tab.model.rowCount() == 60
    assert tab.report.entries == 60
    tab.entries_view.undo_action.trigger()
    assert night.entries(EVENING) == before
    wait_settled(qtbot, tab)
    assert tab.report == ledger_report(before, EVENING)
    tab.entries_view.redo_action.trigger()
    assert len(night.entries(EVENING)) == 60


@pytest.mark.slow
def test_ctrl_z_undoes_while_the_tab_shows(qtbot, tab, night):
    before = night.entries(EVENING)
    tab.entries_view.table.selectRow(0)
    tab.entries_view.table.setFocus()
    qtbot.keyClick(tab.entries_view.table, Qt.Key.Key_Delete)
    assert len(night.entries(EVENING)) == 61
    qtbot.keyClick(tab.entries_view.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert night.entries(EVENING) == before
    shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(tab.entries_view.table, Qt.Key.Key_Z, shift)
    assert len(night.entries(EVENING)) == 61


@pytest.mark.slow
def test_an_edited_cell_changes_the_entry_and_the_report(qtbot, tab, night):
    before = night.entries(EVENING)
    first = before[0]
    row = next(r for r, e in enumerate(before) if e.kind == "roll" and e.attacker == "Anna")
    faces = "6,6,6/1,1" if len(before[row].what.attacker_faces) == 3 else None
    faces = faces or "6,6/1" + (",1" if len(before[row].what.defender_faces) == 2 else "")
    assert tab.model.setData(tab.model.index(row, WHAT), faces)
    after = night.entries(EVENING)
    assert after[row].uid == before[row].uid
    assert what_text(after[row].what) == faces
    assert after[0] == first
    wait_settled(qtbot, tab)
    assert tab.report == ledger_report(after, EVENING)
    assert tab.report != ledger_report(before, EVENING)
    assert tab.model.index(row, WHAT).data() == faces
    tab.entries_view.undo_action.trigger()
    assert night.entries(EVENING) == before


@pytest.mark.slow
def test_an_edit_the_rules_cannot_produce_is_refused_and_nothing_written(tab, night):
    before = night.entries(EVENING)
    assert not tab.model.setData(tab.model.index(0, WHAT), "7,1/1")
    assert not tab.model.setData(tab.model.index(0, ATTACKER), before[0].defender)
    assert night.entries(EVENING) == before
    assert tab.message.text().startswith("Not changed: ")
    assert tab.message.isVisible()


@pytest.mark.slow
def test_the_rules_cell_takes_a_preset(qtbot, tab, night):
    row = next(r for r, e in enumerate(night.entries(EVENING)) if e.kind == "roll")
    assert tab.model.setData(tab.model.index(row, 5), "zombies")
    assert night.entries(EVENING)[row].rules.ties == "attacker"
    assert tab.model.index(row, 5).data() == "zombies"


@pytest.mark.slow
def test_a_narrow_tab_puts_the_entries_in_a_tab_and_the_chart_fits(qtbot, night, make_tab):
    tab = make_tab(night, 470, 520)
    wait_settled(qtbot, tab)
    assert tab.views.indexOf(tab.panes.entries_pane) == 0
    tab.views.setCurrentWidget(tab.plot.plot)
    QApplication.processEvents()
    assert fits_its_widget(tab.plot.plot)
    assert tab.width() <= 480
    tab.resize(1000, 700)
    qtbot.waitUntil(lambda: tab.views.indexOf(tab.panes.entries_pane) < 0)
    assert tab.panes.splitter.indexOf(tab.panes.entries_pane) == 0


@pytest.mark.slow
def test_a_hidden_tab_computes_nothing(qtbot, night, make_tab):
    tab = make_tab(night)
    wait_settled(qtbot, tab)
    tab.hide()
    night.ledger.delete_entry(night.entries(EVENING)[0].uid)
    night.changed.emit()
    assert tab.stale
    assert tab.model.rowCount() == 62
    tab.show()
    wait_settled(qtbot, tab)
    assert tab.model.rowCount() == 61


@pytest.mark.slow
@pytest.mark.parametrize("evening", [None])
def test_all_evenings_show_every_entry_with_its_evening(qtbot, tab, night, evening):
    from tests.gui.tabs.ledger.helpers import fill, game_night

    fill(night, game_night("Tuesday", rolls=10, seed=3), date="2026-11-24")
    qtbot.waitUntil(lambda: tab.evening == "Tuesday")  # the newest evening is followed
    wait_settled(qtbot, tab)
    assert tab.model.rowCount() == 12
    tab.evenings.choose(evening)
    wait_settled(qtbot, tab)
    assert tab.model.rowCount() == 74
    assert not tab.entries_view.table.isColumnHidden(1)
    assert tab.report == ledger_report(night.entries(None), None)
    assert tab.plot.plot.getPlotItem().titleLabel.text == "Luck over every evening"


@pytest.mark.slow
def test_what_the_session_could_not_do_is_said(qtbot, tab, night):
    night.failed.emit("The ledger could not do that: the disk is full")
    assert tab.message.text() == "The ledger could not do that: the disk is full"
    assert "c0392b" in tab.message.styleSheet()  # red, as every refusal


@pytest.mark.slow
@pytest.mark.parametrize("edit", ["delete", "undo", "cell", "forget a round deleted here"])
def test_one_edit_reads_the_ledgers_entries_once(qtbot, tab, night, monkeypatch, edit):
    """With every evening shown, a read of the entries is a read of the whole ledger: one
    edit must not read it more than once on the GUI thread (the refresh)."""
    from riskgui.core.ledger.store import Ledger
    from riskgui.core.rules.model import CLASSIC

    tab.evenings.choose(None)
    wait_settled(qtbot, tab)
    night.recorder.start(EVENING, "Anna", "Ben")
    recorded = night.recorder.record_round((6,), (1,), CLASSIC)
    wait_settled(qtbot, tab)
    reads = []
    read = Ledger.entries

    def counted(self, evening=None):
        reads.append(evening)
        return read(self, evening)

    monkeypatch.setattr(Ledger, "entries", counted)
    if edit == "delete":
        night.edits.delete_entries([tab.model.entries()[0].uid])
    elif edit == "undo":
        night.undo_stack.undo()
    elif edit == "cell":
        assert tab.model.setData(tab.model.index(tab.model.rowCount() - 1, WHAT), "5/1")
    else:
        night.ledger.delete_entry(recorded.uid)  # gone already: forgetting it is quiet
        with qtbot.assertNotEmitted(night.failed):
            night.recorder.forget(recorded.uid)
    wait_settled(qtbot, tab)
    assert reads == [None]
