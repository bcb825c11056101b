"""A played battle's log: rows for the Dice tab and text to paste into a chat."""

from __future__ import annotations

from riskgui.core.dice.played import PlayedBattle
from riskgui.core.report.counting import Counting
from riskgui.core.rules.presets import rules_label

LOG_HEADER = ("round", "attacker dice", "defender dice", "attacker lost", "defender lost", "armies")


def log_row(battle: PlayedBattle, number: int, counting: Counting) -> tuple[str, ...]:
    """Round ``number`` (from 1) as the cells of a log line, armies counted as chosen."""
    r = battle.rounds[number - 1]
    return (
        str(number),
        " ".join(map(str, sorted(r.attacker_faces, reverse=True))),
        " ".join(map(str, sorted(r.defender_faces, reverse=True))),
        str(r.attacker_losses),
        str(r.defender_losses),
        f"{counting.shown(r.attackers_after)} vs {r.defenders_after}",
    )


def log_rows(battle: PlayedBattle, counting: Counting) -> list[tuple[str, ...]]:
    return [log_row(battle, number, counting) for number in range(1, len(battle.rounds) + 1)]


def log_text(battle: PlayedBattle, counting: Counting) -> str:
    """The log as tab-separated text, ready to paste into a chat or a spreadsheet."""
    lines = [
        f"Battle: {counting.counted_attackers(battle.start_attackers)} "
        f"vs {battle.start_defenders} defending; "
        f"rules: {rules_label(battle.rules)}; stop at {counting.shown(battle.stop_at)}",
        "\t".join(LOG_HEADER),
    ]
    lines += ["\t".join(row) for row in log_rows(battle, counting)]
    if battle.over:
        result = "attacker conquers" if battle.conquered else "attack ends"
        lines.append(
            f"Result: {result} with {counting.shown(battle.attackers)} vs {battle.defenders}"
        )
    return "\n".join(lines)
