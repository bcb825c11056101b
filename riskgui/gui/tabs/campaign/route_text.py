"""The campaign's text fields: a route, values per territory, rules per territory."""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import preset

MAX_TERRITORIES = 50


def parse_per_territory(text: str, name: str, minimum: int) -> tuple[int, ...] | None:
    """ "" -> None (the default), "2" -> (2,) for all, "1, 3, 2" -> one per territory."""
    parts = text.replace(",", " ").split()
    if not parts:
        return None
    for part in parts:
        if not part.isdecimal() or not part.isascii() or int(part) < minimum:
            raise ValueError(f"each {name} is a whole number of at least {minimum}, not {part!r}")
    return tuple(int(part) for part in parts)


SAME_RULES = ("same", "battle", "-")


@dataclass(frozen=True)
class TerritoryRules:
    rules: Rules
    name: str  # "the battle's", or the preset's own name: "capital (3 defence dice)"


def parse_territory_rules(text: str, battle_rules: Rules) -> tuple[TerritoryRules, ...] | None:
    """ "" -> None (the battle's rules everywhere); "capital" -> for all; keys one by one."""
    parts = text.replace(",", " ").split()
    if not parts:
        return None
    return tuple(_territory_rules(part.lower(), battle_rules) for part in parts)


def _territory_rules(key: str, battle_rules: Rules) -> TerritoryRules:
    if key in SAME_RULES:
        return TerritoryRules(battle_rules, "the battle's")
    chosen = preset(key)
    return TerritoryRules(chosen.rules, chosen.name)


def parse_route(text: str) -> list[int]:
    """``"3, 4 2"`` -> [3, 4, 2]; ValueError with a message for users otherwise."""
    parts = text.replace(",", " ").split()
    if not parts:
        raise ValueError("list the defending armies of each territory, in order, e.g. 3, 4, 2")
    if len(parts) > MAX_TERRITORIES:
        raise ValueError(f"at most {MAX_TERRITORIES} territories in one campaign")
    route = []
    for part in parts:
        if not part.isdecimal() or not part.isascii() or int(part) < 1:
            raise ValueError(f"each territory needs at least 1 defending army, not {part!r}")
        route.append(int(part))
    return route
