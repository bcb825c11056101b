"""Probabilities as people read them: never a tiny chance rounded to 0 % or 100 %."""

from __future__ import annotations

# Below this, two decimals of a percentage would show 0.00 % or 100.00 %.
_TINY = 5e-5


def format_percent(probability: float, complement: float | None = None) -> str:
    """``probability`` as a percentage.

    ``complement`` is the probability of the opposite event, computed on its own; when
    given, a chance within a hair of certainty is shown as 100 % minus that.
    """
    if complement is None:
        complement = 1.0 - probability
    if probability <= 0.0:
        return "0 %"
    if probability < _TINY:
        return f"{probability * 100:.2e} %"
    if complement <= 0.0:
        return "100 %"
    if complement < _TINY:
        return f"100 % \u2212 {complement * 100:.2e} %"
    return f"{probability * 100:.2f} %"
