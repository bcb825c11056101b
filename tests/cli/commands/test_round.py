import json
from fractions import Fraction

import pytest

from riskgui.core.rules.presets import preset
from tests.helpers.brute_force import brute_force_round
from tests.helpers.oracle import ROUND_3V2


def test_three_dice_against_two_match_the_known_odds(run_cli):
    code, out, err = run_cli("round", 3, 2)
    assert code == 0 and err == ""
    defender_loses_2, each_loses_1, attacker_loses_2 = ROUND_3V2  # by attacker losses 0, 1, 2
    lines = out.splitlines()
    assert "attacker loses 2    29.26 %  2275/7776" in lines
    assert "each loses 1        33.58 %  2611/7776" in lines
    assert "defender loses 2    37.17 %  2890/7776" in lines
    assert attacker_loses_2 == Fraction(2275, 7776) and defender_loses_2 == Fraction(2890, 7776)
    report = json.loads(run_cli("round", 3, 2, "--json")[1])
    assert (report["attacker_dice"], report["defender_dice"], report["throws"]) == (3, 2, 7776)
    assert [(o["attacker_loses"], o["defender_loses"]) for o in report["outcomes"]] == [
        (2, 0), (1, 1), (0, 2),
    ]  # fmt: skip
    expected = [attacker_loses_2, each_loses_1, defender_loses_2]
    assert [Fraction(o["fraction"]) for o in report["outcomes"]] == expected
    assert [Fraction(o["throws"], 7776) for o in report["outcomes"]] == expected
    assert [o["probability"] for o in report["outcomes"]] == [float(p) for p in expected]
    assert report["rules"]["defender.dice"] == "2" and report["rules_text"].startswith("Classic")


ROUNDS = [
    ("classic", 1, 1), ("classic", 2, 1), ("classic", 1, 2), ("capital", 3, 3),
    ("capital", 2, 3), ("bonus-die", 3, 2), ("uk-1990", 2, 2), ("lotr-leader-stronghold", 3, 2),
    ("legacy-fortification", 3, 2), ("2210-commander-attack", 3, 1), ("2210-defence-d8", 2, 2),
    ("zombies", 3, 2),
]  # fmt: skip


@pytest.mark.parametrize(("key", "attacker_dice", "defender_dice"), ROUNDS)
def test_every_rule_set_matches_a_brute_force_of_every_roll(
    run_cli, key, attacker_dice, defender_dice
):
    report = json.loads(
        run_cli("round", attacker_dice, defender_dice, "--preset", key, "--json")[1]
    )
    by_losses = brute_force_round(preset(key).rules, attacker_dice, defender_dice)
    outcomes = report["outcomes"]
    assert len(outcomes) == min(attacker_dice, defender_dice) + 1
    for outcome in outcomes:
        exact = by_losses[outcome["attacker_loses"]]
        assert Fraction(outcome["fraction"]) == exact
        assert outcome["attacker_loses"] + outcome["defender_loses"] == len(outcomes) - 1


def test_three_pairs_name_each_way_a_round_can_go(run_cli):
    code, out, _ = run_cli("round", 3, 3, "--preset", "capital")
    names = [line.split("  ")[0] for line in out.splitlines()[2:-1]]
    assert code == 0 and names == [
        "attacker loses 3", "attacker loses 2, defender 1", "attacker loses 1, defender 2",
        "defender loses 3",
    ]  # fmt: skip
    assert out.splitlines()[-1] == "(the fractions count the 46,656 equally likely throws)"


def test_a_certain_round_reads_100_percent_and_the_rest_0(run_cli):
    code, out, _ = run_cli("round", 3, 2, "--defender-every", 5)  # every defender die a 6
    assert code == 0
    assert "attacker loses 2      100 %  7776/7776" in out.splitlines()
    assert "defender loses 2        0 %  0/7776" in out.splitlines()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["3", "3"], "the defender rolls 1 to 2 dice under these rules (3d6 vs 2d6"),
        (["4", "2"], "the attacker rolls 1 to 3 dice under these rules"),
        (["2", "2", "--defender-dice", "1"], "the defender rolls 1 die under these rules"),
        (["0", "2"], "attacker dice must be at least 1, not 0"),
        (["3", "x"], "defender dice must be a whole number, not 'x'"),
        (["3", "2", "--stop-at", "2"], "unrecognized arguments: --stop-at 2"),
        (["3"], "required: D"),
    ],
)
def test_dice_the_rules_do_not_roll_are_refused_in_one_line(run_cli, args, message):
    code, out, err = run_cli("round", *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("riskgui-cli: error: ")
    assert message in err
