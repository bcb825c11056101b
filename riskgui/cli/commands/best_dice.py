"""``riskgui-cli best-dice A D``: when to roll fewer dice, and the defender who sees the roll."""

from __future__ import annotations

import argparse

from riskgui.cli.output import header, headline, json_text
from riskgui.core.battle import check_battle
from riskgui.core.exact.choice import check_choice, describe_fewer, policy_groups, solve_choice
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules

STATES_SHOWN = 8  # of each group of states where the defender rolls fewer dice


def run(args: argparse.Namespace, rules: Rules) -> str:
    a, d, stop = args.attackers, args.defenders, args.stop_at
    check_battle(a, d, stop)
    check_choice(a, d)
    usual = solve_battle(a, d, rules, stop).win_probability
    sees = solve_choice(a, d, rules, stop, "most", "sees")
    best = solve_choice(a, d, rules, stop, "best", "most")
    groups = policy_groups(sees)
    if args.json:
        return json_text(
            {
                "attackers": a,
                "defenders": d,
                "usual_win_probability": usual,
                "defender_sees_win_probability": sees.win_probability,
                "best_attacker_win_probability": best.win_probability,
                "defender_policy": [
                    {
                        "fewer_dice": [
                            {"attacker_highest": list(scores), "dice": dice}
                            for scores, dice in group.fewer
                        ],
                        "states": [list(state) for state in group.states],
                    }
                    for group in groups
                ],
                "attacker_rolls_fewer": [
                    {"attackers": i, "defenders": j, "dice": n}
                    for (i, j), n in sorted(best.attacker_fewer.items(), reverse=True)
                ],
            },
            indent=2,
        )
    lines = [
        header(args, rules, f"{headline(a, d)}: choosing the dice"),
        f"Both roll the most dice they can: attacker conquers {format_percent(usual)}",
        "The defender picks its dice after seeing the attacker's: "
        f"{format_percent(sees.win_probability)}",
        "",
        "The defender's best dice (states as armies on the territory vs defenders):",
    ]
    for group in groups:
        states = ", ".join(f"{i} vs {j}" for i, j in group.states[:STATES_SHOWN])
        hidden = len(group.states) - STATES_SHOWN
        more = f" and {hidden} more" if hidden > 0 else ""
        lines.append(f"  {describe_fewer(group.fewer)}: {states}{more}")
    if not best.attacker_fewer:
        lines += ["", "Should the attacker ever roll fewer dice? No, never in this battle."]
    else:
        fewer = ", ".join(
            f"{i} vs {j}: {n}" for (i, j), n in sorted(best.attacker_fewer.items(), reverse=True)
        )
        lines += [
            "",
            f"Should the attacker ever roll fewer dice? Yes ({fewer}); "
            f"then it conquers {format_percent(best.win_probability)}",
        ]
    return "\n".join(lines)
