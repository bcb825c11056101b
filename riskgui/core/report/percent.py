"""Probabilities as people read them: never a tiny chance rounded to 0 % or 100 %.

Every probability riskgui shows, in the window, the CLI and the exports, goes through
``format_percent``.
"""

from __future__ import annotations

# Below this, two decimals of a percentage would show 0.00 %.
_TINY = 5e-5
# 1 - p computed in floating point is rounding noise below this: it is no tail.
_TRUSTED_TAIL = 1e-12
# What is known of a chance whose tail is lost to rounding or underflow.
NEAR_CERTAIN = "> 99.99999 %"


def format_percent(probability: float, complement: float | None = None) -> str:
    """``probability`` as a percentage.

    ``complement`` is the probability of the opposite event computed on its own (summed
    from the losing outcomes, not ``1 - p``).  With it a chance within a hair of certainty
    shows its tail ("100 % − 2.4e-20 %"); without it, or where it underflowed, it says only
    what is known ("> 99.99999 %").  More decimals are shown before the tail form, so a
    near-certainty reads "99.998 %" and not "100.00 %".
    """
    if probability <= 0.0:
        return "0 %"
    if probability < _TINY:
        return f"{probability * 100:.2e} %"
    if complement is None:
        complement = 1.0 - probability
        trusted = complement >= _TRUSTED_TAIL
    else:
        trusted = complement > 0.0
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
