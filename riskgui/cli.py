"""riskgui-cli: the battle engine from the command line.

Armies on the attacking side are counted as on the board: every army on the
attacking territory, the one that must stay behind included.

NumPy is imported only by the commands that need it: a small ``odds`` answers in
plain Python, faster than NumPy alone takes to load.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import deque
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NoReturn

from riskgui import __version__
from riskgui.core.battle import check_battle
from riskgui.core.budget import MAX_SOLVE_STEPS, solve_steps
from riskgui.core.exact.fractions import (
    check_exact_size,
    exact_win_probability,
    fraction_digit_counts,
    fraction_text,
    is_short,
)
from riskgui.core.exact.small import SmallBattleOdds, is_small, solve_small_battle
from riskgui.core.limits import MAX_TRIALS
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import (
    CONVENTION,
    counted_attackers,
    expected_armies_text,
    expected_losses_text,
    interval_text,
    stop_phrase,
)
from riskgui.core.rules.fields import FIELDS, from_text
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import PRESETS, preset, rules_label

if TYPE_CHECKING:
    from riskgui.core.outcomes import BattleOdds

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input: reported as one line on stderr with exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse quotes unknown arguments whole: never a 5,000-character line.
        raise UsageError(re.sub(r"\S{25,}", lambda m: _shown(m.group()), message))


def _shown(text: str) -> str:
    """An argument as quoted back in a message: never a 5,000-character line."""
    return (
        repr(text) if len(text) <= 24 else repr(text[:20] + "...") + f" ({len(text):,} characters)"
    )


def _whole(name: str, minimum: int) -> Any:
    def parse(text: str) -> int:
        if len(text) > 24:  # int() of 5,000 digits is slow and no army count is that long
            raise argparse.ArgumentTypeError(f"{name} must be a whole number, not {_shown(text)}")
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{name} must be a whole number, not {_shown(text)}"
            ) from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{name} must be at least {minimum}, not {value}")
        return value

    return parse


def _whole_list(name: str, minimum: int) -> Any:
    def parse(text: str) -> list[int]:
        values = [_whole(name, minimum)(part) for part in text.split(",") if part.strip()]
        if not values:
            raise argparse.ArgumentTypeError(f"{name}: give numbers like 1,3,2, not {text!r}")
        return values

    return parse


def _bounded(name: str, minimum: int, maximum: int) -> Any:
    whole = _whole(name, minimum)

    def parse(text: str) -> int:
        value: int = whole(text)
        if value > maximum:
            raise argparse.ArgumentTypeError(f"{name} must be at most {maximum:,}")
        return value

    return parse


def _preset_list(text: str) -> list[Rules]:
    try:
        return [preset(key.strip()).rules for key in text.split(",")]
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _probability(text: str) -> float:
    """``0.8`` or ``80%``."""
    percent = text.strip().endswith("%")
    try:
        value = float(text.strip().rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"target must be a probability like 0.8 or 80%, not {text!r}"
        ) from None
    if percent:
        value /= 100
    if not 0.0 < value < 1.0:
        raise argparse.ArgumentTypeError(
            f"target must be strictly between 0 and 1 (0 % and 100 %), not {text}"
        )
    return value


def _rule_flags() -> _Parser:
    flags = _Parser(add_help=False)
    group = flags.add_argument_group("rules (a preset, then any field changed)")
    group.add_argument(
        "--preset", choices=[p.key for p in PRESETS], default="classic", metavar="NAME",
        help="the rules of an edition: " + ", ".join(p.key for p in PRESETS),
    )  # fmt: skip
    for field in FIELDS:
        flag = "--" + field.key.replace(".", "-").replace("_", "-")
        names = [flag]
        if field.kind == "bool":
            group.add_argument(*names, dest=field.key, action=argparse.BooleanOptionalAction,
                               default=None, help=field.help)  # fmt: skip
        elif field.kind == "ties":
            group.add_argument(*names, dest=field.key, choices=("defender", "attacker"),
                               default=None, help=field.help)  # fmt: skip
        else:
            metavar = "N[,N...]" if field.kind == "ints" else "N"
            group.add_argument(*names, dest=field.key, default=None, metavar=metavar,
                               help=field.help)  # fmt: skip
    group.add_argument(
        "--stop-at", type=_whole("stop threshold", 1), default=1, metavar="N",
        help="stop attacking with N or fewer armies on the territory (default 1: to the end)",
    )  # fmt: skip
    group.add_argument("--json", action="store_true", help="machine-readable output")
    return flags


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="riskgui-cli",
        description=f"Exact odds and simulations of Risk battles. Attackers = {CONVENTION}.",
    )
    parser.add_argument("--version", action="version", version=f"riskgui {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    commands.required = True
    flags = [_rule_flags()]
    attackers = _whole("attacking armies", 2)
    defenders = _whole("defending armies", 1)

    odds = commands.add_parser("odds", parents=flags, help="exact odds of one battle")
    odds.add_argument("attackers", type=attackers, help=CONVENTION)
    odds.add_argument("defenders", type=defenders)
    odds.add_argument(
        "--fraction",
        action="store_true",
        help="also the exact fraction (up to about 1,000 vs 1,000)",
    )

    sim = commands.add_parser("simulate", parents=flags, help="roll real dice many times")
    sim.add_argument("attackers", type=attackers, help=CONVENTION)
    sim.add_argument("defenders", type=defenders)
    sim.add_argument(
        "--trials", type=_bounded("trials", 1, MAX_TRIALS), default=100_000, metavar="N"
    )
    sim.add_argument("--seed", type=_whole("seed", 0), default=None, metavar="S")

    tour = commands.add_parser("campaign", parents=flags, help="conquer territories in a row")
    tour.add_argument("attackers", type=attackers, help=CONVENTION)
    tour.add_argument("defenders", type=defenders, nargs="+", metavar="D",
                      help="defenders of each territory, in the order attacked")  # fmt: skip
    tour.add_argument(
        "--leave", type=_whole_list("armies left behind", 1), metavar="N[,N...]",
        help="armies left behind after each conquest: one for all, or one per territory",
    )  # fmt: skip
    tour.add_argument(
        "--territory-rules", type=_preset_list, metavar="NAME[,NAME...]",
        help="the preset for each territory, e.g. classic,2210-defence-d8,classic "
        "(default: the rules above for all)",
    )  # fmt: skip
    tour.add_argument(
        "--stops", type=_whole_list("stop thresholds", 1), metavar="N[,N...]",
        help="stop threshold for each territory (default: --stop-at for all)",
    )  # fmt: skip

    choice = commands.add_parser(
        "best-dice", parents=flags, help="when to roll fewer dice; the defender who sees the roll"
    )
    choice.add_argument("attackers", type=attackers, help=CONVENTION)
    choice.add_argument("defenders", type=defenders)

    table = commands.add_parser("table", parents=flags, help="win probabilities for a grid")
    table.add_argument("max_attackers", type=attackers, metavar="MAX_A")
    table.add_argument("max_defenders", type=defenders, metavar="MAX_D")
    table.add_argument("--csv", action="store_true", help="comma-separated output")

    needed = commands.add_parser("needed", parents=flags, help="armies needed for a target")
    needed.add_argument("defenders", type=defenders)
    needed.add_argument(
        "--target", type=_probability, required=True, metavar="P", help="e.g. 0.8 or 80%%"
    )
    return parser


def _rules(args: argparse.Namespace) -> Rules:
    given = {}
    for field in FIELDS:
        value = getattr(args, field.key)
        if value is not None:
            given[field.key] = value if field.kind != "bool" else ("yes" if value else "no")
    return from_text(given, base=preset(args.preset).rules)


def _json(data: Any, indent: int | None = 2) -> str:
    import json  # only for --json: every millisecond of start-up shows on a small answer

    return json.dumps(data, indent=indent)


def _header(args: argparse.Namespace, rules: Rules, what: str) -> str:
    stop = stop_phrase(args.stop_at)
    return f"{what}\n  attackers = {CONVENTION}\n  rules: {rules_label(rules)}; attack {stop}"


def run_odds(args: argparse.Namespace, rules: Rules) -> str:
    check_battle(args.attackers, args.defenders, args.stop_at)
    if args.fraction:
        check_exact_size(args.attackers, args.defenders, rules)
    odds: BattleOdds | SmallBattleOdds
    if is_small(args.attackers, args.defenders):
        odds = solve_small_battle(args.attackers, args.defenders, rules, args.stop_at)
        states = odds.states()
    else:
        from riskgui.core.exact.solver import solve_battle

        odds = solve_battle(args.attackers, args.defenders, rules, args.stop_at)
        states = odds.outcomes.states()
    fraction = (
        exact_win_probability(args.attackers, args.defenders, rules, args.stop_at)
        if args.fraction
        else None
    )
    if args.json:
        result: dict[str, Any] = {
            "attackers": args.attackers,
            "defenders": args.defenders,
            "win_probability": odds.win_probability,
        }
        if fraction is not None:
            result["win_fraction"] = fraction_text(fraction)
            result["win_fraction_digits"] = fraction_digit_counts(fraction)
        result |= {
            "loss_probability": odds.loss_probability,
            "expected_attackers_left": odds.expected_attackers_left,
            "expected_defenders_left": odds.expected_defenders_left,
            "expected_attacker_losses": odds.expected_attacker_losses,
            "expected_defender_losses": odds.expected_defender_losses,
            "outcomes": [{"attackers": i, "defenders": j, "probability": p} for i, j, p in states],
        }
        return _json(result, indent=2)
    lines = [
        _header(args, rules, f"{args.attackers} attacking vs {args.defenders} defending"),
        f"Attacker conquers: {format_percent(odds.win_probability, odds.loss_probability)}"
        + (f"  (exactly {fraction})" if fraction is not None and is_short(fraction) else ""),
        *(
            _long_fraction_lines(fraction)
            if fraction is not None and not is_short(fraction)
            else []
        ),
        expected_armies_text(odds.expected_attackers_left, odds.expected_defenders_left, 3),
        expected_losses_text(odds, 3),
        "",
        f"{'attackers left':>15} {'defenders left':>15} {'probability':>16}",
    ]
    lines += [f"{i:>15} {j:>15} {format_percent(p):>16}" for i, j, p in states]
    return "\n".join(lines)


def _long_fraction_lines(fraction: Fraction) -> list[str]:
    digits = fraction_digit_counts(fraction)
    return [
        f"Exactly this fraction ({digits['numerator']:,} digits over {digits['denominator']:,}):",
        fraction_text(fraction),
    ]


def run_simulate(args: argparse.Namespace, rules: Rules) -> str:
    from riskgui.core.exact.solver import solve_battle
    from riskgui.core.simulate.run import simulate
    from riskgui.core.stats import describe_agreement, z_score

    run = simulate(args.attackers, args.defenders, args.trials, rules, args.stop_at, args.seed)
    final = deque(run, maxlen=1)[0]  # only the last, cumulative snapshot matters here
    exact: float | None = None
    z: float | None = None
    if solve_steps(args.attackers, args.defenders) <= MAX_SOLVE_STEPS:  # else: rolled only
        exact = solve_battle(args.attackers, args.defenders, rules, args.stop_at).win_probability
        z = z_score(final.wins, final.trials, exact)
    low, high = final.ci95
    if args.json:
        return _json(
            {
                "trials": final.trials,
                "wins": final.wins,
                "win_probability": final.win_probability,
                "ci95": [low, high],
                "seed": final.seed,
                "dice_rounds": final.dice_rounds,
                "seconds": final.seconds,
                "exact_win_probability": exact,
                "z": z,
            },
            indent=2,
        )
    return "\n".join(
        [
            _header(
                args, rules, f"{args.attackers} attacking vs {args.defenders} defending, simulated"
            ),
            f"Battles: {final.trials:,} (seed {final.seed}), attacker won {final.wins:,}",
            f"Estimate: {final.win_probability * 100:.3f} % ({interval_text(low, high)})",
            f"Exact: {format_percent(exact)}: {describe_agreement(z)}"
            if exact is not None and z is not None
            else "Exact: too large to solve in a few seconds; the dice alone answer here",
            f"Dice rounds: {final.dice_rounds:,} in {final.seconds:.2f} s "
            f"({final.rounds_per_second / 1e6:.1f} million per second)",
        ]
    )


def run_campaign(args: argparse.Namespace, rules: Rules) -> str:
    from riskgui.core.campaign.exact import solve_campaign

    leave = args.leave[0] if args.leave and len(args.leave) == 1 else args.leave
    stops = args.stops[0] if args.stops and len(args.stops) == 1 else args.stops
    odds = solve_campaign(
        args.attackers,
        args.defenders,
        rules,
        args.stop_at,
        leave=leave,
        stops=stops,
        territory_rules=args.territory_rules,
    )
    if args.json:
        return _json(
            {
                "attackers": args.attackers,
                "defenders": list(args.defenders),
                "win_probability": odds.win_probability,
                "territory_probabilities": list(odds.territory_probabilities),
                "territory_rules": [rules_label(r) for r in odds.territory_rules],
                "outcomes": [
                    {"armies_left": armies, "probability": p}
                    for armies, p in sorted(odds.final_armies().items())
                ],
                "ends": [
                    {
                        "territories_conquered": e.territories_conquered,
                        "armies_left": e.armies_left,
                        "probability": e.probability,
                    }
                    for e in odds.ends
                ],
            },
            indent=2,
        )
    route = ", ".join(str(d) for d in args.defenders)
    lines = [
        _header(
            args, rules, f"{args.attackers} armies attacking territories with {route} defenders"
        ),
        "Moving all but one army into each conquered territory."
        if args.leave is None
        else f"Leaving {', '.join(map(str, odds.leave))} behind after each conquest.",
        *(
            [f"  territory {k + 1}: {rules_label(r)}" for k, r in enumerate(odds.territory_rules)]
            if args.territory_rules
            else []
        ),
        "Whole campaign succeeds: "
        + format_percent(odds.win_probability, odds.failure_probability),
        "",
        f"{'territory':>9} {'defenders':>10} {'conquered so far':>17}",
    ]
    lines += [
        f"{k + 1:>9} {d:>10} {format_percent(p, q):>17}"
        for k, (d, p, q) in enumerate(
            zip(args.defenders, odds.territory_probabilities, odds.failure_probabilities)
        )
    ]
    lines += ["", "Armies in the last territory when all fall:"]
    lines += [
        f"{armies:>9} {format_percent(p):>17}" for armies, p in sorted(odds.final_armies().items())
    ]
    return "\n".join(lines)


def run_best_dice(args: argparse.Namespace, rules: Rules) -> str:
    from riskgui.core.exact.choice import check_choice, describe_fewer, policy_groups, solve_choice
    from riskgui.core.exact.solver import solve_battle

    a, d, stop = args.attackers, args.defenders, args.stop_at
    check_battle(a, d, stop)
    check_choice(a, d)
    usual = solve_battle(a, d, rules, stop).win_probability
    sees = solve_choice(a, d, rules, stop, "most", "sees")
    best = solve_choice(a, d, rules, stop, "best", "most")
    groups = policy_groups(sees)
    if args.json:
        return _json(
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
        _header(args, rules, f"{a} attacking vs {d} defending: choosing the dice"),
        f"Both roll the most dice they can: attacker conquers {format_percent(usual)}",
        "The defender picks its dice after seeing the attacker's: "
        f"{format_percent(sees.win_probability)}",
        "",
        "The defender's best dice (states as armies on the territory vs defenders):",
    ]
    for group in groups:
        states = ", ".join(f"{i} vs {j}" for i, j in group.states[:8])
        more = f" and {len(group.states) - 8} more" if len(group.states) > 8 else ""
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


def run_table(args: argparse.Namespace, rules: Rules) -> str:
    from riskgui.core.exact.grid import win_table

    if args.stop_at >= args.max_attackers:
        raise ValueError(
            f"stop threshold {args.stop_at} leaves no attack in this table: the most armies on "
            f"the attacking territory is {args.max_attackers} (it must be below that)"
        )
    table = win_table(args.max_attackers, args.max_defenders, rules, args.stop_at)
    attackers = range(max(2, args.stop_at + 1), args.max_attackers + 1)  # those that attack
    defenders = range(1, args.max_defenders + 1)
    if args.json:
        return _json(
            {
                "attackers": list(attackers),
                "defenders": list(defenders),
                "win_probability": [[float(table[a, d]) for d in defenders] for a in attackers],
            },
            indent=None,
        )
    if args.csv:
        import csv
        import io

        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["attackers\\defenders", *defenders])
        for a in attackers:
            writer.writerow([a, *(repr(float(table[a, d])) for d in defenders)])
        return out.getvalue().rstrip("\n")
    lines = [
        _header(args, rules, "Win probability (%): rows = attackers, columns = defenders"),
        "     " + "".join(f"{d:>7}" for d in defenders),
    ]
    lines += [
        f"{a:>5}" + "".join(f"{table[a, d] * 100:>7.1f}" for d in defenders) for a in attackers
    ]
    return "\n".join(lines)


def _target_text(target: float) -> str:
    percent = f"{target * 100:.15g} %"
    return percent if not percent.startswith("100") else repr(target)  # never "100 %"


def run_needed(args: argparse.Namespace, rules: Rules) -> str:
    from riskgui.core.exact.needed import armies_needed
    from riskgui.core.exact.solver import solve_battle

    answer = armies_needed(args.defenders, args.target, rules, args.stop_at)
    if args.json:
        return _json(
            {
                "defenders": answer.defenders,
                "target": answer.target,
                "attackers": answer.attackers,
                "win_probability": answer.win_probability,
            },
            indent=2,
        )
    # The chance shown with its own tail, summed from the losing ends, not 1 - p.
    odds = solve_battle(answer.attackers, answer.defenders, rules, args.stop_at)
    chance = format_percent(odds.win_probability, odds.loss_probability)
    return (
        f"Against {answer.defenders} defenders, {counted_attackers(answer.attackers, True)} "
        f"win with {chance}, reaching the target of {_target_text(answer.target)}."
    )


def _refuse_negative_numbers(arguments: Sequence[str]) -> None:
    """'-inf' or '-1e5' would be read as an unknown option; say what is wrong instead."""
    for argument in arguments:
        if re.fullmatch(r"-\d+|-\d*\.\d+", argument):
            continue  # argparse reads these as numbers and the range check answers
        if argument.startswith("-") and not argument.startswith("--") and argument != "-h":
            try:
                float(argument)
            except ValueError:
                continue
            raise UsageError(
                f"{_shown(argument)} is not a number of armies: armies are whole numbers of "
                "at least 1"
            )


COMMANDS = {
    "odds": run_odds,
    "simulate": run_simulate,
    "campaign": run_campaign,
    "best-dice": run_best_dice,
    "table": run_table,
    "needed": run_needed,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    if not (sys.argv[1:] if argv is None else list(argv)):
        parser.print_help()  # no command: show what there is
        return 0
    arguments = sys.argv[1:] if argv is None else list(argv)
    try:
        _refuse_negative_numbers(arguments)
        args = parser.parse_args(arguments)
        rules = _rules(args)
        output = COMMANDS[args.command](args, rules)
    except (UsageError, ValueError) as error:
        print(f"riskgui-cli: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("riskgui-cli: interrupted", file=sys.stderr)
        return 130
    try:
        print(output)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: the reader has all it wants
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
