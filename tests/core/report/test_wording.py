"""The phrases shared by the window, the CLI and the exports."""

from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.wording import if_won_text, progress_text


def test_the_time_left_shows_from_the_first_second_of_a_long_run():
    # 0.2 % done after 1.5 s: long before 0.5 % is done, the player learns it takes minutes.
    assert progress_text(2, 1000, 1.5) == "0% done, about 12 min 28 s left"
    assert progress_text(2, 1000, 0.5) == "0% done"  # too soon to tell


def test_what_is_left_after_a_conquest_counts_conquests_only():
    text = if_won_text(solve_battle(10, 10))
    assert text == "If the attack conquers: 5.25 armies left on average, at least 3 with 93.63 %."


def test_a_conquest_that_cannot_leave_fewer_is_certain_not_near_certain():
    """Issue 36: 4 vs 2 said "at least 2 with > 99.99999 %": a conquest always leaves 2 or
    more there, so it is 100 %; 3 with 93 % still reads as a chance."""
    assert if_won_text(solve_battle(4, 2), kept_probability=1.0).endswith("at least 2 with 100 %.")
    assert "100 %" not in if_won_text(solve_battle(10, 10))
