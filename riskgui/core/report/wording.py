"""The words riskgui uses for its results, shared by the window, the CLI and the exports.

Each phrase lives here once, so the counting convention, the interval and the expected
armies read the same wherever a player meets them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from riskgui.core import plural
from riskgui.core.battle import Battle
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.presets import preset_names, rules_label

if TYPE_CHECKING:  # the CLI reads this module before NumPy is loaded
    from riskgui.core.outcomes import BattleOdds


class ExpectedLosses(Protocol):
    @property
    def expected_attacker_losses(self) -> float: ...

    @property
    def expected_defender_losses(self) -> float: ...


CONVENTION_RULE = (
    "Count every army on the attacking territory, including the one that must stay "
    "behind: with 4 armies you attack with 3 dice."
)


def battle_summary(battle: Battle, counting: Counting) -> str:
    """The rules and how armies were counted, stated under every result."""
    counted = counting.counted_attackers(battle.attackers)
    return f"Rules: {rules_label(battle.rules)}. {counted} vs {battle.defenders}."


def stop_phrase(stop_at: int) -> str:
    if stop_at == 1:
        return "to the end"
    return f"until {stop_at} or fewer armies are left"


def battle_name(battle: Battle, counting: Counting = Counting.ON_TERRITORY) -> str:
    """ "10 on the territory vs 10" or "9 attacking vs 10", with the stop threshold."""
    b = battle
    stop = f", stop at {counting.shown(b.stop_at):,}" if b.stop_at > 1 else ""
    return f"{counting.shown(b.attackers):,} {counting.where} vs {b.defenders:,}{stop}"


def chart_title(battle: Battle, counting: Counting = Counting.ON_TERRITORY) -> str:
    """Short enough not to widen a chart; names the battle and its rules."""
    return f"{battle_name(battle, counting)} \u00b7 {battle.rules.describe()}"


def duration_text(seconds: float) -> str:
    """ "45 s", "3 min 20 s", "1 h 05 min": how long a run still takes."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


def progress_text(done: int, total: int, seconds: float) -> str:
    """ "34 % done, about 1 min 20 s left" once enough is done to tell."""
    fraction = done / total if total else 1.0
    if fraction >= 1.0:
        return "done"
    if done == 0 or seconds < 1.0:  # from the first second on, however little is done
        return f"{fraction:.0%} done"
    return f"{fraction:.0%} done, about {duration_text(seconds * (1 - fraction) / fraction)} left"


def interval_text(low: float, high: float) -> str:
    return f"95 % interval {low * 100:.3f} to {high * 100:.3f} %"


def expected_armies_text(attackers_left: float, defenders_left: float, digits: int = 2) -> str:
    return (
        f"Expected armies left: attacker {attackers_left:,.{digits}f} on its territory, "
        f"defender {defenders_left:,.{digits}f}."
    )


def if_won_text(odds: BattleOdds, kept_probability: float = 0.9) -> str:
    """What a player asks next: if I conquer, how many armies will I have?"""
    if_won = odds.expected_attackers_left_if_won
    kept = odds.attackers_kept_if_won(kept_probability)
    if if_won is None or kept is None:
        return ""
    armies, chance = kept
    # Certain when no conquest leaves fewer (4 vs 2 always leaves 2 or more), however the
    # floating-point sum came out.
    certain = not any(p > 0 for p in odds.outcomes.win[:armies])
    return (
        f"If the attack conquers: {if_won:,.2f} armies left on average, "
        f"at least {armies:,} with {format_percent(chance, certain=certain)}."
    )


def round_outcome_text(attacker_loses: int, defender_loses: int, you: bool = False) -> str:
    """One way a round can go: "attacker loses 2", "each loses 1", "defender loses 2";
    ``you``: the attacker is the reader ("you lose 2")."""
    attacker = (
        ("you lose", "you lose {} and the defender {}")
        if you
        else (
            "attacker loses",
            "attacker loses {}, defender {}",
        )
    )
    if defender_loses == 0:
        return f"{attacker[0]} {attacker_loses}"
    if attacker_loses == 0:
        return f"defender loses {defender_loses}"
    if attacker_loses == defender_loses:
        return f"each loses {attacker_loses}"
    return attacker[1].format(attacker_loses, defender_loses)


def ending_text(attacker_won: bool, left: int, at_least: bool = False) -> str:
    """One way a battle ends, as a bar of a chart stands for it."""
    count = ("at least " if at_least else "") + plural.armies(left)
    if attacker_won:
        return f"Attacker conquers with {count} left on its territory"
    return f"Defender holds with {count} left"


def expected_summary(odds: ExpectedLosses, attackers_left: float, defenders_left: float) -> str:
    """Survivors and losses in one sentence, for the window's narrow answer box."""
    return (
        f"Expected left: attacker {attackers_left:,.2f}, defender {defenders_left:,.2f} "
        f"(lost: {odds.expected_attacker_losses:,.2f} and {odds.expected_defender_losses:,.2f})."
    )


def battle_line(battle: Battle, counting: Counting) -> str:
    """The battle and its rules on one line: "10 on the territory vs 10 · Classic (1993/2008)"."""
    return f"{battle_name(battle, counting)} \u00b7 {preset_names(battle.rules)}"


def expected_losses_text(odds: ExpectedLosses, digits: int = 2) -> str:
    return (
        f"Expected losses: attacker {odds.expected_attacker_losses:,.{digits}f}, "
        f"defender {odds.expected_defender_losses:,.{digits}f}."
    )
