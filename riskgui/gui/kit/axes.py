"""Axes with the tick labels riskgui's charts need."""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg

TickLevels = list[tuple[float, list[float]]]


def _whole_ticks(levels: TickLevels) -> TickLevels:
    """Only the ticks at whole numbers: an army count of 1.5 means nothing."""
    return [
        (spacing, [v for v in values if abs(v - round(v)) < 1e-9])
        for spacing, values in levels
        if spacing is None or spacing >= 1
    ]


class DecadeAxis(pg.AxisItem):  # type: ignore[misc]
    """The battle axis: powers of ten on a log scale, "1,000,000" on a linear one.

    On the log scale only the decades are labelled: 2·10, 3·10 ... overlap on short runs.
    """

    def logTickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        labels: list[str] = super().logTickStrings(values, scale, spacing)
        return [
            label if abs(value * scale - round(value * scale)) < 1e-9 else ""
            for value, label in zip(values, labels)
        ]

    def tickValues(self, minVal: float, maxVal: float, size: float) -> TickLevels:  # noqa: N802, N803
        levels: TickLevels = super().tickValues(minVal, maxVal, size)
        return levels if self.logMode else _whole_ticks(levels)  # battles are whole

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.logMode:
            return self.logTickStrings(values, scale, spacing)
        return [f"{v * scale:,.0f}" for v in values]


class PercentAxis(pg.AxisItem):  # type: ignore[misc]
    """A probability axis in %: no tick below 0 or above 100, where no chance can be."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> TickLevels:  # noqa: N802, N803
        levels: TickLevels = super().tickValues(minVal, maxVal, size)
        return [
            (spacing, [v for v in values if -1e-9 <= v * self.scale <= 100 + 1e-9])
            for spacing, values in levels
        ]


class ArmyAxis(pg.AxisItem):  # type: ignore[misc]
    """Army counts: whole numbers only, at any zoom."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> TickLevels:  # noqa: N802, N803
        return _whole_ticks(super().tickValues(minVal, maxVal, size))


class AbsoluteAxis(ArmyAxis):
    """Defender outcomes sit left of zero; label them with their army counts."""

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        return [f"{abs(v * scale):,.0f}" for v in values]
