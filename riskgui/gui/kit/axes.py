"""Axes with the tick labels riskgui's charts need."""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg


class DecadeAxis(pg.AxisItem):  # type: ignore[misc]
    """A log axis labelled at powers of ten only: 2·10, 3·10 ... overlap on short runs."""

    def logTickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        labels: list[str] = super().logTickStrings(values, scale, spacing)
        return [
            label if abs(value * scale - round(value * scale)) < 1e-9 else ""
            for value, label in zip(values, labels)
        ]


class AbsoluteAxis(pg.AxisItem):  # type: ignore[misc]
    """Defender outcomes sit left of zero; label them with their army counts."""

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        return [f"{abs(v * scale):g}" for v in values]
