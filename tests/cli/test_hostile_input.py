"""Hostile and extreme arguments for every subcommand: one line on stderr, exit 2, fast.

Every example of the robustness issue is here; a case may take at most a few seconds
(pytest-timeout ends a hang as a failure).
"""

import pytest

from riskgui.cli.main import main

BIG = "9" * 5000
MANY_TERRITORIES = ["1"] * 20_000

REFUSED = [
    # rule sets whose one-round table would take minutes
    ["odds", "5", "3", "--attacker-dice", "4", "--defender-dice", "4",
     "--attacker-sides", "20", "--defender-sides", "20"],
    ["odds", "5", "3", "--attacker-dice", "3", "--defender-dice", "3",
     "--attacker-sides", "100", "--defender-sides", "100"],
    ["odds", "5", "3", "--attacker-dice", "3", "--defender-dice", "3",
     "--attacker-sides", "20", "--defender-sides", "20"],
    ["odds", "5", "3", "--attacker-extra-dice", "3", "--attacker-dice", "6",
     "--attacker-sides", "12"],
    ["odds", "5", "3", "--attacker-sides", "9" * 5000],
    ["odds", "5", "3", "--defender-armies", ",".join(["1"] * 3000)],
    # searches that can never succeed
    ["needed", "1", "--target", "0.5", "--defender-every", "6", "--no-cap-faces"],
    # cost that grows with a + d
    ["odds", "100000000", "1"],
    ["table", "20000000", "1"],
    ["simulate", "50000000", "1", "--trials", "1000"],
    ["campaign", "20000", *MANY_TERRITORIES],
    ["simulate", "5", "3", "--trials", "1000000000000"],
    # battles that do not exist
    ["table", "5", "5", "--stop-at", "10"],
    ["table", "5", "5", "--stop-at", "5"],
    # messages
    ["campaign", "5", "\u00b2"],
    ["odds", BIG, "3"],
    ["odds", "3", BIG],
    ["campaign", "5", "-inf"],
    ["odds", "-nan", "3"],
    ["odds", "5000", "800", "--fraction"],
    # malformed values for every subcommand and flag
    *[[command, "x", "3"] for command in ("odds", "simulate")],
    *[[command, "", "3"] for command in ("odds", "simulate", "campaign")],
    *[[command, "1.5", "3"] for command in ("odds", "simulate", "campaign")],
    ["table", "x", "3"], ["table", "3", "0"], ["needed", "0", "--target", "0.5"],
    ["needed", "5", "--target", "-1"], ["needed", "5", "--target", "nan"],
    ["needed", "5", "--target", "inf%"],
    *[["odds", "5", "3", flag, value]
      for flag in ("--attacker-dice", "--defender-dice", "--attacker-sides",
                   "--defender-sides", "--attacker-armies", "--attacker-extra-dice",
                   "--stop-at")
      for value in ("x", "-1", "0.5", BIG, "100000")],
    # modifiers may be negative, but not far
    *[["odds", "5", "3", flag, value]
      for flag in ("--defender-highest", "--attacker-lowest", "--defender-every")
      for value in ("x", "-11", "0.5", BIG, "100000")],
    ["odds", "5", "3", "--ties", "both"],
    ["simulate", "5", "3", "--seed", "x"],
    ["simulate", "5", "3", "--seed", "-1"],
    ["campaign", "20", "3", "4", "--leave", "1,2,3"],
    ["campaign", "20", "3", "4", "--stops", "x"],
    ["bogus"],
    # one round
    ["round", "x", "2"], ["round", BIG, "2"], ["round", "3", BIG], ["round", "7", "2"],
    ["round", "3", "-1"], ["round", "3", "2", "--preset", BIG],
    ["round", "3", "3", "--attacker-sides", "20", "--defender-sides", "20",
     "--defender-dice", "3"],
]  # fmt: skip


@pytest.mark.slow
@pytest.mark.timeout(10)
@pytest.mark.parametrize("args", REFUSED, ids=lambda a: " ".join(a)[:60])
def test_refused_in_one_short_line_with_exit_2(capsys, args):
    code = main(args)
    out, err = capsys.readouterr()
    assert code == 2, out[:200]
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("riskgui-cli: error: ")
    assert len(err) < 400 and "Traceback" not in err
    assert "invalid literal" not in err and "Exceeds the limit" not in err


ANSWERED = [
    ["needed", "20000", "--target", "0.5"],
    ["needed", "5", "--target", "0.9999999999999999"],
    ["odds", "20000", "20000"],
    ["odds", "100000", "1"],
    ["simulate", "1000000", "1", "--trials", "1000"],
    ["table", "5", "5", "--stop-at", "4"],
]


@pytest.mark.slow
@pytest.mark.timeout(20)
@pytest.mark.parametrize("args", ANSWERED, ids=lambda a: " ".join(a)[:60])
def test_large_but_feasible_requests_are_answered(capsys, args):
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert err == "" and out


def test_near_certainty_reads_the_same_in_every_command(capsys):
    outputs = []
    for args in (["needed", "5", "--target", "0.9999999999999999"], ["odds", "75", "5"],
                 ["campaign", "75", "5"]):  # fmt: skip
        assert main(args) == 0
        outputs.append(capsys.readouterr().out)
    # One way everywhere (issue 36); the tail, 1.10e-14 %, is in each command's --json.
    assert all("> 99.99999 %" in out and "100 % \u2212" not in out for out in outputs)
