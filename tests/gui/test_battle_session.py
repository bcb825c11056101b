"""One edit takes one path: one battle change, one solve, one odds and one fraction signal."""

from riskgui.gui.jobs import battle as battle_jobs
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.sidebar.rules_panel import RulesPanel
from tests.helpers.window import rule_control, set_battle, wait_for_exact


class Counter:
    def __init__(self, window, monkeypatch):
        self.solves = 0
        self.parses = 0
        self.signals = {"battleChanged": 0, "oddsReady": 0, "fractionReady": 0}
        real_solve, real_parse = battle_jobs.solve, RulesPanel._parse

        def solve(battle, token):
            self.solves += 1
            return real_solve(battle, token)

        def parse(panel):
            self.parses += 1
            real_parse(panel)

        monkeypatch.setattr(battle_jobs, "solve", solve)
        monkeypatch.setattr(RulesPanel, "_parse", parse)
        for name in self.signals:
            getattr(window.session, name).connect(lambda *_, name=name: self._count(name))

    def _count(self, name):
        self.signals[name] += 1


def test_an_edit_of_the_armies_solves_once_and_signals_once(qtbot, window, monkeypatch):
    wait_for_exact(qtbot, window)
    counter = Counter(window, monkeypatch)
    with qtbot.waitSignal(window.session.fractionReady, timeout=10_000):
        window.battle_panel.attackers_spin.setValue(7)
    qtbot.wait(300)  # longer than the debounce: anything late would show now
    assert counter.signals == {"battleChanged": 1, "oddsReady": 1, "fractionReady": 1}
    assert counter.solves == 1
    assert counter.parses == 0  # the rules are a held value, not read again from the fields
    assert window.session.result.fraction is not None


def test_typing_a_number_solves_only_the_last_one(qtbot, window, monkeypatch):
    wait_for_exact(qtbot, window)
    counter = Counter(window, monkeypatch)
    spin = window.battle_panel.defenders_spin
    with qtbot.waitSignal(window.session.oddsReady, timeout=10_000):
        for value in (3, 30):  # typing "30": two edits inside the debounce
            spin.setValue(value)
    qtbot.wait(300)
    assert counter.signals["battleChanged"] == 2  # each edit clears the old answer at once
    assert counter.solves == 1 and counter.signals["oddsReady"] == 1
    assert window.session.result.battle.defenders == 30


def test_an_edit_of_a_rule_parses_the_rules_once(qtbot, window, monkeypatch):
    wait_for_exact(qtbot, window)
    counter = Counter(window, monkeypatch)
    with qtbot.waitSignal(window.session.oddsReady, timeout=10_000):
        rule_control(window, "defender.highest").setValue(1)
    assert counter.parses == 1 and counter.solves == 1


def test_counting_the_other_way_changes_no_battle(qtbot, window, monkeypatch):
    wait_for_exact(qtbot, window)
    counter = Counter(window, monkeypatch)
    with qtbot.waitSignal(window.session.countingChanged):
        window.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    qtbot.wait(300)
    assert counter.solves == 0 and counter.signals["battleChanged"] == 0
    assert window.session.result is not None  # the answer stays: it is the same battle


def test_counting_the_other_way_keeps_the_charts_of_the_battle(qtbot, window):
    """It used to remove the exact line and leave a -20..20 % axis until the next Run."""
    wait_for_exact(qtbot, window)
    plot = window.simulation_tab.convergence_plot
    exact_line = plot._exact
    assert exact_line.isVisible()
    before = (exact_line.value(), plot.getPlotItem().viewRange()[1])
    with qtbot.waitSignal(window.session.countingChanged):
        window.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    qtbot.wait(300)
    assert exact_line.isVisible()
    assert (exact_line.value(), plot.getPlotItem().viewRange()[1]) == before
    assert "9 attacking vs 10" in plot.getPlotItem().titleLabel.text


def test_an_edit_mid_solve_never_shows_the_old_battles_answer(qtbot, window):
    """Issue 36: rules that cannot be played, typed while a long solve runs, left its
    answer to arrive later as if it were theirs.  The edit itself drops the solve: the old
    answer never reaches the screen, however long it would have taken."""
    set_battle(window, 10_000, 10_000)
    exact = window.findChild(JobRunner, "riskgui-exact")
    qtbot.waitUntil(lambda: exact.running and exact.progress > 0.02, timeout=10_000)
    arrived = []
    window.session.oddsReady.connect(arrived.append)
    window.session.fractionReady.connect(arrived.append)
    rule_control(window, "defender.armies").setText("2,3")
    rule_control(window, "defender.armies").textEdited.emit("2,3")
    qtbot.waitUntil(lambda: exact.idle, timeout=60_000)  # the old solve, ended either way
    qtbot.wait(100)  # anything it sent has been delivered
    panel = window.answer_panel
    assert arrived == [] and window.session.result is None
    assert panel.exact_label.text() == "\u2014"
    assert panel.expected_label.text() == "These rules cannot be played."
