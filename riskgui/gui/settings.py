"""What riskgui remembers between runs, read from QSettings with explicit types and defaults."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings

MAX_ARMIES = 20_000  # the float solver's limit is 20,000 vs 20,000
MAX_TRIALS = 100_000_000
MAX_SEED = 2**31 - 1  # what a QSpinBox can hold


def random_seed() -> int:
    return secrets.randbelow(MAX_SEED + 1)


@dataclass(frozen=True)
class Inputs:
    attackers: int = 10
    defenders: int = 10
    stop_at: int = 1
    trials: int = 1_000_000
    seed: int = 0
    log_x: bool = True


def _int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    try:
        value = int(str(settings.value(key, default, type=int)))
    except (TypeError, ValueError):
        return default
    return value if low <= value <= high else default


def load_inputs(settings: QSettings) -> Inputs:
    """The inputs of the last session; anything missing or out of range gets its default."""
    defaults = Inputs(seed=random_seed())
    attackers = _int(settings, "battle/attackers", defaults.attackers, 2, MAX_ARMIES)
    return Inputs(
        attackers=attackers,
        defenders=_int(settings, "battle/defenders", defaults.defenders, 1, MAX_ARMIES),
        stop_at=_int(settings, "battle/stopAt", defaults.stop_at, 1, attackers - 1),
        trials=_int(settings, "simulation/trials", defaults.trials, 1, MAX_TRIALS),
        seed=_int(settings, "simulation/seed", defaults.seed, 0, MAX_SEED),
        log_x=bool(settings.value("view/logX", defaults.log_x, type=bool)),
    )


def save_inputs(settings: QSettings, inputs: Inputs) -> None:
    settings.setValue("battle/attackers", inputs.attackers)
    settings.setValue("battle/defenders", inputs.defenders)
    settings.setValue("battle/stopAt", inputs.stop_at)
    settings.setValue("simulation/trials", inputs.trials)
    settings.setValue("simulation/seed", inputs.seed)
    settings.setValue("view/logX", inputs.log_x)


def load_geometry(settings: QSettings) -> QByteArray | None:
    value = settings.value("window/geometry", None)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def save_geometry(settings: QSettings, geometry: QByteArray) -> None:
    settings.setValue("window/geometry", geometry)
