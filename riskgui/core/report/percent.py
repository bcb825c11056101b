"""Probabilities as people read them: never a tiny chance rounded to 0 % or 100 %.

Every probability riskgui shows, in the window, the CLI and the exports, goes through
``format_percent``.
"""

from __future__ import annotations

# Below this, two decimals of a percentage would show 0.00 %.
_TINY = 5e-5
# 1 - p computed in floating point is rounding noise below this: it is no tail.
_TRUSTED_TAIL = 1e-12
# Below this probability the solver's doubles no longer hold their digits: terms under the
# smallest normal double (2.2e-308) are dropped or lose precision, so a sum this small may
# be mostly what was lost.  (The tests compare exact fractions down to the same 1e-300.)
PRECISION_FLOOR = 1e-300
# What is known of a chance under the floor, and of one whose tail is lost to rounding.
BELOW_FLOOR = "< 1e-298 % (too small for floating point to tell from 0)"
NEAR_CERTAIN = "> 99.99999 %"


def format_percent(
    probability: float, complement: float | None = None, possible: bool = False
) -> str:
    """``probability`` as a percentage.

    ``complement`` is the probability of the opposite event computed on its own (summed
    from the losing outcomes, not ``1 - p``).  With it a chance within a hair of certainty
    shows its tail ("100 % − 2.4e-20 %"); without it, or where it underflowed, it says only
    what is known ("> 99.99999 %").  More decimals are shown before the tail form, so a
    near-certainty reads "99.998 %" and not "100.00 %".  A chance under
    ``PRECISION_FLOOR`` says that it is, rather than show digits floating point cannot
    vouch for; so does a chance that underflowed to 0 where the event is ``possible``.
    """
    if probability <= 0.0:
        return BELOW_FLOOR if possible else "0 %"
    if probability < PRECISION_FLOOR:
        return BELOW_FLOOR
    if probability < _TINY:
        return f"{probability * 100:.2e} %"
    if complement is None:
        complement = 1.0 - probability
        trusted = complement >= _TRUSTED_TAIL
    else:
        trusted = complement >= PRECISION_FLOOR
    if not trusted:
        return NEAR_CERTAIN
    for decimals in (2, 3, 4):
        text = f"{probability * 100:.{decimals}f}"
        if float(text) < 100 and not _only_nines(text):
            return f"{text} %"
    return f"100 % \u2212 {complement * 100:.2e} %"


def _only_nines(text: str) -> bool:
    """ "99.99" and "99.9999" say no more than "almost 100"."""
    return set(text.replace(".", "")) == {"9"}
