"""Probabilities as people read them: never a tiny chance rounded to 0 % or 100 %, and
100 % only for what cannot fail.

Every probability riskgui shows, in the window, the CLI and the exports, goes through
``format_percent``; the exact remainder of a near-certainty, for a tooltip or the
details, through ``tail_text``.
"""

from __future__ import annotations

import math

# Below this, two decimals of a percentage would show 0.00 %.
_TINY = 5e-5
# Below this probability the solver's doubles no longer hold their digits: terms under the
# smallest normal double (2.2e-308) are dropped or lose precision, so a sum this small may
# be mostly what was lost.  (The tests compare exact fractions down to the same 1e-300.)
PRECISION_FLOOR = 1e-300
# What is known of a chance under the floor, and of one whose tail is lost to rounding.
BELOW_FLOOR = "< 1e-298 % (too small for floating point to tell from 0)"
NEAR_CERTAIN = "> 99.99999 %"


def format_percent(
    probability: float,
    complement: float | None = None,
    possible: bool = False,
    certain: bool = False,
) -> str:
    """``probability`` as a percentage, read at a glance.

    ``certain``: the computation knows the event cannot fail (a leg nothing before it can
    stop, a territory nobody attacks): "100 %".  Otherwise a near-certainty is never shown
    as 100 %: more decimals are shown while they say something ("99.998 %"), and beyond
    them it is "> 99.99999 %", one way everywhere (how far beyond, where ``complement``
    was computed on its own, is ``tail_text``'s, for a tooltip or the details).  A chance
    under ``PRECISION_FLOOR`` says that it is, rather than show digits floating point
    cannot vouch for; so does a chance that underflowed to 0 where the event is
    ``possible``.
    """
    if certain:
        return "100 %"
    if probability <= 0.0:
        return BELOW_FLOOR if possible else "0 %"
    if probability < PRECISION_FLOOR:
        return BELOW_FLOOR
    if probability < _TINY:
        return f"{probability * 100:.2e} %"
    for decimals in (2, 3, 4, 5):
        text = f"{probability * 100:.{decimals}f}"
        if float(text) < 100 and not _only_nines(text):
            return f"{text} %"
    if probability * 100 > 99.99999:
        return NEAR_CERTAIN
    return f"{math.floor(probability * 1e7) / 1e5:.5f} %"  # (rounded, all nines: 99.99999)


def tail_text(probability: float, complement: float | None) -> str | None:
    """How far a near-certainty shown as "> 99.99999 %" is from certain, when the
    complement was computed on its own and holds its digits: "100 % − 2.40e-20 %";
    None for any other chance (its percentage says it all)."""
    if complement is None or complement < PRECISION_FLOOR:
        return None
    if format_percent(probability, complement) != NEAR_CERTAIN:
        return None
    return f"100 % \u2212 {complement * 100:.2e} %"


def _only_nines(text: str) -> bool:
    """ "99.99" and "99.9999" say no more than "almost 100"."""
    return set(text.replace(".", "")) == {"9"}
