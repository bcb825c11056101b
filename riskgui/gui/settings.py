"""What riskgui remembers between runs, read from QSettings with explicit types and defaults."""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings, QSize

from riskgui.core.battle import Battle
from riskgui.core.budget import check_solve
from riskgui.core.limits import MAX_ARMIES, MAX_SEED, MAX_TRIALS
from riskgui.core.report.counting import Counting
from riskgui.core.rules.fields import FIELDS, from_text, to_text
from riskgui.core.rules.model import CLASSIC, Rules

FIRST_SIZE = QSize(1100, 720)


def first_size(available: QSize) -> QSize:
    """The window's size at its first start: 1100 x 720, or less on a smaller screen
    (a 1366 x 768 laptop at 125 % offers 1093 x 614 or so)."""
    return FIRST_SIZE.boundedTo(
        QSize(available.width() * 95 // 100, available.height() * 92 // 100)
    )


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
    counting: Counting = Counting.ON_TERRITORY
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
        counting=Counting.from_stay_behind(
            bool(settings.value("battle/countStayBehind", True, type=bool))
        ),
        note=note,
    )


def _rules(settings: QSettings) -> tuple[Rules, str]:
    """The remembered rules, or the classic ones with a note saying why."""
    remembered = {
        field.key: str(settings.value(f"rules/{field.key}"))
        for field in FIELDS
        if settings.contains(f"rules/{field.key}")
    }
    try:
        return from_text(remembered), ""
    except ValueError as error:  # a combination that cannot be played: start from classic
        return CLASSIC, f"The remembered rules were replaced by the classic ones: {error}."


def save_inputs(settings: QSettings, inputs: Inputs) -> None:
    settings.setValue("battle/attackers", inputs.attackers)
    settings.setValue("battle/defenders", inputs.defenders)
    settings.setValue("battle/stopAt", inputs.stop_at)
    settings.setValue("simulation/trials", inputs.trials)
    settings.setValue("simulation/seed", str(inputs.seed))
    settings.setValue("view/logX", inputs.log_x)
    settings.setValue("battle/countStayBehind", inputs.counting.counts_stay_behind)
    for key, value in to_text(inputs.rules).items():
        settings.setValue(f"rules/{key}", value)


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


def remember(recent: list[Battle], battle: Battle) -> list[Battle]:
    """The newest battle first, each one once, at most MAX_RECENT."""
    return [battle, *(b for b in recent if b != battle)][:MAX_RECENT]


def load_recent(settings: QSettings) -> list[Battle]:
    """Recent battles; any entry that no longer parses or validates is dropped."""
    value = settings.value("battle/recent", [])
    entries = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    battles: list[Battle] = []
    for entry in entries[:MAX_RECENT]:
        try:
            fields = json.loads(str(entry))
            rules = from_text({str(k): str(v) for k, v in dict(fields["rules"]).items()})
            battle = Battle(fields["attackers"], fields["defenders"], fields["stop_at"], rules)
            battles.append(battle.validate())
        except (TypeError, ValueError, KeyError, AttributeError):  # JSONDecodeError is a ValueError
            continue
    return battles


def save_recent(settings: QSettings, battles: list[Battle]) -> None:
    settings.setValue(
        "battle/recent",
        [
            json.dumps(
                {
                    "attackers": b.attackers,
                    "defenders": b.defenders,
                    "stop_at": b.stop_at,
                    "rules": to_text(b.rules),
                }
            )
            for b in battles
        ],
    )
