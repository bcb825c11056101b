"""What riskgui remembers between runs, read from QSettings with explicit types and defaults."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings

from riskgui.core.battle import Battle
from riskgui.core.cost import check_solve
from riskgui.core.limits import MAX_ARMIES, MAX_SEED, MAX_TRIALS, RULE_LIMITS
from riskgui.core.rules import Rules, Ties


def random_seed() -> int:
    """A fresh seed short enough to read out at the table (any up to MAX_SEED is accepted)."""
    return secrets.randbelow(2**31)


@dataclass(frozen=True)
class Inputs:
    attackers: int = 10
    defenders: int = 10
    stop_at: int = 1
    trials: int = 1_000_000
    seed: int = 0
    log_x: bool = True
    rules: Rules = Rules()
    count_stay_behind: bool = True
    note: str = ""  # why remembered inputs were replaced by defaults, for the status bar


def _int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    try:
        value = int(str(settings.value(key, default, type=int)))
    except (TypeError, ValueError):
        return default
    return value if low <= value <= high else default


def _seed(settings: QSettings, default: int) -> int:
    """Seeds are stored as text: read as a number they can pass through a 32-bit float."""
    try:
        value = int(str(settings.value("simulation/seed", default)))
    except (TypeError, ValueError):
        return default
    return value if 0 <= value <= MAX_SEED else default


def load_inputs(settings: QSettings) -> Inputs:
    """The inputs of the last session; anything missing or out of range gets its default."""
    defaults = Inputs(seed=random_seed())
    attackers = _int(settings, "battle/attackers", defaults.attackers, 2, MAX_ARMIES)
    defenders = _int(settings, "battle/defenders", defaults.defenders, 1, MAX_ARMIES)
    rules, note = _rules(settings)
    try:
        check_solve(attackers, defenders)
    except ValueError as error:  # a limit tightened since the battle was remembered
        attackers, defenders = defaults.attackers, defaults.defenders
        note = f"The remembered battle was replaced by {attackers} vs {defenders}: {error}."
    return Inputs(
        attackers=attackers,
        defenders=defenders,
        stop_at=_int(settings, "battle/stopAt", defaults.stop_at, 1, attackers - 1),
        trials=_int(settings, "simulation/trials", defaults.trials, 1, MAX_TRIALS),
        seed=_seed(settings, defaults.seed),
        log_x=bool(settings.value("view/logX", defaults.log_x, type=bool)),
        rules=rules,
        count_stay_behind=bool(settings.value("battle/countStayBehind", True, type=bool)),
        note=note,
    )


def _rule_key(name: str) -> str:
    """``attacker_dice`` -> ``rules/attackerDice``."""
    first, *rest = name.split("_")
    return "rules/" + first + "".join(word.capitalize() for word in rest)


def _rules(settings: QSettings) -> tuple[Rules, str]:
    """The remembered rules, or the classic ones with a note saying why."""
    classic = Rules()
    numbers = {
        name: _int(settings, _rule_key(name), getattr(classic, name), limit.low, limit.high)
        for name, limit in RULE_LIMITS.items()
    }
    ties: Ties = "attacker" if settings.value("rules/ties") == "attacker" else "defender"
    try:
        return Rules(**numbers, ties=ties), ""
    except ValueError as error:  # a combination that cannot be played: start from classic
        return classic, f"The remembered rules were replaced by the classic ones: {error}."


def save_inputs(settings: QSettings, inputs: Inputs) -> None:
    settings.setValue("battle/attackers", inputs.attackers)
    settings.setValue("battle/defenders", inputs.defenders)
    settings.setValue("battle/stopAt", inputs.stop_at)
    settings.setValue("simulation/trials", inputs.trials)
    settings.setValue("simulation/seed", str(inputs.seed))
    settings.setValue("view/logX", inputs.log_x)
    settings.setValue("battle/countStayBehind", inputs.count_stay_behind)
    for name in RULE_LIMITS:
        settings.setValue(_rule_key(name), getattr(inputs.rules, name))
    settings.setValue("rules/ties", inputs.rules.ties)


def _bytes(settings: QSettings, key: str) -> QByteArray | None:
    value = settings.value(key, None)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def load_geometry(settings: QSettings) -> tuple[QByteArray | None, QByteArray | None]:
    """The window's geometry and the position of the splitter between inputs and tabs."""
    return _bytes(settings, "window/geometry"), _bytes(settings, "window/splitter")


def save_geometry(settings: QSettings, geometry: QByteArray, splitter: QByteArray) -> None:
    settings.setValue("window/geometry", geometry)
    settings.setValue("window/splitter", splitter)


MAX_RECENT = 8
_RULE_FIELDS = (*RULE_LIMITS, "ties")
_FIELDS = ("attackers", "defenders", "stop_at", *_RULE_FIELDS)


def remember(recent: list[Battle], battle: Battle) -> list[Battle]:
    """The newest battle first, each one once, at most MAX_RECENT."""
    return [battle, *(b for b in recent if b != battle)][:MAX_RECENT]


def load_recent(settings: QSettings) -> list[Battle]:
    """Recent battles; any entry that no longer parses or validates is dropped."""
    value = settings.value("battle/recent", [])
    entries = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    battles: list[Battle] = []
    for entry in entries[:MAX_RECENT]:
        parts = str(entry).split(",")
        if len(parts) != len(_FIELDS):
            continue
        try:
            attackers, defenders, stop_at, *rule_numbers = (int(p) for p in parts[:-1])
            ties: Ties = "attacker" if parts[-1] == "attacker" else "defender"
            rules = Rules(**dict(zip(RULE_LIMITS, rule_numbers)), ties=ties)
            battles.append(Battle(attackers, defenders, stop_at, rules).validate())
        except (TypeError, ValueError):
            continue
    return battles


def save_recent(settings: QSettings, battles: list[Battle]) -> None:
    settings.setValue(
        "battle/recent",
        [
            ",".join(str(getattr(b.rules if name in _RULE_FIELDS else b, name)) for name in _FIELDS)
            for b in battles
        ],
    )
