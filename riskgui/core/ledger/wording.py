"""The sentences a player reads first: "Anna: 6.2 armies luckier than expected, as lucky as
1 evening in 12".  The numbers behind them (swing, expectation, spread, mid-p) come second,
from ``luck_details``.

How rare an evening is reads as "1 in n": n = 1 / P(this lucky or luckier) for a lucky
player, 1 / P(this unlucky or unluckier) for an unlucky one, both from the mid-p.  Where n
would be 2 or less the player is about as lucky as expected; beyond a million the digits
say less than the words "more than a million".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riskgui.core.ledger.report import Luck, Unluckiest
from riskgui.core.report.percent import format_percent

if TYPE_CHECKING:  # the report's sentences load faster without the dice test
    from riskgui.core.ledger.fairness import Fairness

_MIDDLE = 2  # "1 evening in 2" is no luck at all
_MILLION = 1_000_000
_NEARLY_ALWAYS = 0.95  # "nearly every evening" from here


def luck_sentence(player: str, luck: Luck, per: str = "evening") -> str:
    """``Anna: 6.2 armies luckier than expected, as lucky as 1 evening in 12``."""
    lucky = luck.percentile > 0.5
    tail = 1.0 - luck.percentile if lucky else luck.percentile
    # The mean and the mid-p can sit on different sides of a very skewed law; then
    # neither word would be honest.
    agrees = (luck.luck > 0) == lucky or abs(luck.luck) < 0.05
    rarity = _one_in(tail)
    if rarity <= _MIDDLE or not agrees:
        if abs(luck.luck) < 0.05:
            return f"{player}: about as lucky as expected"
        word = "luckier" if luck.luck > 0 else "unluckier"
        return f"{player}: about as lucky as expected ({_armies(luck.luck)} {word})"
    word, adjective = ("luckier", "lucky") if lucky else ("unluckier", "unlucky")
    often = "more than a million" if rarity > _MILLION else f"{rarity:,}"
    return (
        f"{player}: {_armies(luck.luck)} {word} than expected, as {adjective} as 1 {per} in {often}"
    )


def luck_details(luck: Luck) -> str:
    """The numbers behind the sentence, for the curious: swing, expectation, sd, mid-p."""
    entries = "1 entry" if luck.entries == 1 else f"{luck.entries:,} entries"
    return (
        f"swing {luck.swing:+,} armies against {luck.expected:+,.2f} expected "
        f"(sd {luck.sd:,.2f}, luck {luck.luck:+,.2f}); percentile (mid-p) "
        f"{format_percent(luck.percentile)}; {entries}"
    )


def unluckiest_sentence(u: Unluckiest, per: str = "time") -> str:
    """Someone always has the worst dice: ``Ben had the worst dice of the 3 players; with
    fair dice someone is this unlucky 3 evenings in 5`` (``per`` "evening"; "3 times in 5"
    by default).  The numbers are in ``unluckiest_details``."""
    return (
        f"{u.player} had the worst dice of the {u.players} players; with fair dice someone "
        f"is this unlucky {_how_often(u.chance, u.replays, per)}"
    )


def unluckiest_details(u: Unluckiest) -> str:
    """The numbers behind ``unluckiest_sentence``: the percentile and the replays."""
    if u.chance <= 0.0:
        often = f"in none of {u.replays:,} replays"
    else:
        often = f"in {_replayed(u.chance)} of {u.replays:,} replays"
    return (
        f"{u.player}'s total is at percentile {format_percent(u.percentile)} (mid-p), the "
        f"lowest of the {u.players} players; replaying these entries with fair dice, the "
        f"lowest of {u.players} players is this low or lower {often}"
    )


def fairness_sentence(f: Fairness, player: str | None = None) -> str:
    """``Anna's d6 look fair: 240 dice, chi-square 3.10 on 5 degrees of freedom, p = 0.68``."""
    owner = f"{player}'s {f.die.name()}" if player else f"The {f.die.name()}"
    if f.chi_square is None or f.p_value is None:
        return f"{owner}: no dice entered yet"
    numbers = (
        f"{f.dice:,} {'die' if f.dice == 1 else 'dice'}, chi-square {f.chi_square:.2f} on "
        f"{f.die.sides - 1} degrees of freedom, p = {f.p_value:.3g}"
    )
    few = min(f.expected.values()) < 5
    if few:
        needed = _dice_for_five_each(f)
        return f"{owner}: too few dice to tell ({numbers}; about {needed:,} are needed)"
    if f.p_value >= 0.05:
        return f"{owner} look fair ({numbers})"
    rarity = _one_in(f.p_value)
    often = "less than 1 time in a million" if rarity > _MILLION else f"1 time in {rarity:,}"
    return f"{owner} look uneven: fair dice are this uneven {often} ({numbers})"


def _dice_for_five_each(f: Fairness) -> int:
    """Dice needed for an expected count of at least 5 on every face (the test's rule):
    the rarest face is 1 in s, or 1 in s² on a die that re-rolls ones."""
    rarest = f.die.sides**2 if f.die.reroll_ones else f.die.sides
    return 5 * rarest


def _one_in(tail: float) -> int:
    """n such that the chance is about 1 in n; huge for a chance of 0."""
    if tail <= 0.0:
        return _MILLION + 1
    return round(min(1.0 / tail, _MILLION + 1))


def _armies(luck: float) -> str:
    return f"{abs(luck):,.1f} armies"


def _replayed(chance: float) -> str:
    """A chance counted in replays, to the digits the replays support: "71.3 %"."""
    if chance >= 0.01:
        return f"{chance * 100:.1f} %"
    return f"{chance * 100:.1g} %"


def _how_often(chance: float, replays: int, per: str) -> str:
    """A chance as a player says it: "1 evening in 9", "3 evenings in 5", "nearly every
    evening": 1 in n below 30 %, else the nearest tenth, third or quarter (the replays
    pin it to about a percentage point, more than these words claim)."""
    if chance <= 0.0:
        return f"less than 1 {per} in {replays:,}"
    if chance >= _NEARLY_ALWAYS:
        return f"nearly every {per}"
    if chance < 0.3:
        return f"1 {per} in {round(1 / chance):,}"
    fractions = [(k, n) for n in (2, 3, 4, 5, 10) for k in range(1, n)]
    k, n = min(fractions, key=lambda f: (round(abs(f[0] / f[1] - chance), 9), f[1]))
    return f"{k} {per if k == 1 else per + 's'} in {n}"
