"""Hidden tabs compute nothing, and every view shares the window's one exact solve."""

import pytest

from riskgui.core.battle import Battle
from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.gui.jobs import battle as battle_jobs
from riskgui.gui.jobs import compare as compare_jobs
from riskgui.gui.jobs import dice as dice_jobs
from riskgui.gui.tabs import compare as compare_view
from tests.helpers import oracle
from tests.helpers.window import set_battle, wait_for_exact


def count_calls(monkeypatch, module, name, calls):
    real = getattr(module, name)

    def counted(*args, **kwargs):
        calls.append(name)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)


def test_hidden_tabs_wait_until_shown_and_compute_once(qtbot, window, monkeypatch):
    calls: list[str] = []
    count_calls(monkeypatch, compare_view, "comparison_job", calls)
    set_battle(window, 12, 8)
    wait_for_exact(qtbot, window)
    qtbot.wait(100)
    assert calls == [] and window.compare_view.stale  # hidden: nothing computed
    window.tabs.setCurrentWidget(window.compare_view)
    qtbot.waitUntil(lambda: "12 on the territory" in window.compare_view.summary.text())
    assert calls == ["comparison_job"] and not window.compare_view.stale
    window.tabs.setCurrentIndex(0)
    window.tabs.setCurrentWidget(window.compare_view)  # shown again, battle unchanged
    qtbot.wait(100)
    assert calls == ["comparison_job"]


def test_the_exact_answer_is_solved_once_for_every_view(qtbot, window, monkeypatch):
    solved: list[Battle] = []
    real_solve = battle_jobs.solve

    def counted_solve(battle, token):
        solved.append(battle)
        return real_solve(battle, token)

    for module in (battle_jobs, compare_jobs, dice_jobs):  # every job that solves a battle
        monkeypatch.setattr(module, "solve", counted_solve)
    window.tabs.setCurrentWidget(window.dice_view)
    set_battle(window, 30, 20)
    wait_for_exact(qtbot, window)
    battle = window.battle()
    qtbot.waitUntil(
        lambda: "From here: attacker conquers" in window.dice_view.odds.odds_label.text()
    )
    window.tabs.setCurrentWidget(window.compare_view)
    qtbot.waitUntil(lambda: "30 on the territory" in window.compare_view.summary.text())
    assert solved.count(battle) == 1  # the window's solve, shared by the dice view and Compare
    assert window.dice_view.odds.odds_label.text().startswith("From here")


@pytest.mark.slow
def test_jobs_are_plain_generators_that_run_without_qt():
    first, second = battle_jobs.exact_job(Battle(4, 2), CancelToken())
    assert first.fraction is None and second.fraction == oracle.FOUR_VS_TWO
    assert first.odds.win_probability == pytest.approx(float(second.fraction), rel=1e-12)


@pytest.mark.slow
def test_a_cancelled_job_stops_at_its_next_check():
    token = CancelToken()
    results = battle_jobs.exact_job(Battle(4_000, 4_000), token)
    token.cancel()
    with pytest.raises(Cancelled):
        next(results)
    assert token.progress < 0.01
