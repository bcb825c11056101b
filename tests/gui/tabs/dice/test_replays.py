"""Which rounds of a replayed seed go to the ledger, without Qt: the first pass records
every round; a replay skips a round only where the same place of the same seed holds the
same faces and its entry is still in the ledger; from the first difference on, all is new;
dice typed in are always recorded."""

import subprocess
import sys

import pytest

from riskgui.gui.tabs.dice.replays import Kept, Passes

SIX_ONE = ((6,), (1,))
ONE_SIX = ((1,), (6,))
BATTLE = [((6, 5, 1), (6, 3)), ((4, 4, 2), (5, 1)), ((3, 2, 1), (2, 2))]


def everywhere(uid):
    return True


def nowhere(uid):
    return False


def recorded_pass(passes, seed, rounds, in_ledger=everywhere, typed=frozenset()):
    """One pass over ``rounds`` as the strip makes it: the places wanted are kept."""
    wanted = []
    for place, faces in enumerate(rounds):
        if passes.wanted(seed, place, faces, place in typed, in_ledger):
            passes.keep(seed, place, Kept(faces, f"{seed}-{place}-{len(wanted)}"))
            wanted.append(place)
    return wanted


@pytest.mark.slow
def test_the_first_pass_of_a_seed_records_every_round():
    passes = Passes()
    assert not passes.any_kept(5)
    assert recorded_pass(passes, 5, BATTLE) == [0, 1, 2]
    assert passes.any_kept(5) and not passes.any_kept(6)
    assert passes.at(5, 1) == Kept(BATTLE[1], "5-1-1")


@pytest.mark.slow
def test_a_replay_of_rounds_still_in_the_ledger_records_nothing():
    passes = Passes()
    recorded_pass(passes, 5, BATTLE)
    assert recorded_pass(passes, 5, BATTLE) == []
    assert recorded_pass(passes, 6, BATTLE) == [0, 1, 2]  # another seed is other dice


@pytest.mark.slow
def test_a_replayed_round_no_longer_in_the_ledger_is_recorded_again():
    passes = Passes()
    recorded_pass(passes, 5, BATTLE)
    assert recorded_pass(passes, 5, BATTLE, in_ledger=lambda uid: uid != "5-1-1") == [1]


@pytest.mark.slow
def test_from_the_first_place_that_differs_on_everything_is_new():
    passes = Passes()
    recorded_pass(passes, 5, [SIX_ONE, SIX_ONE, SIX_ONE])
    # place 1 differs (dice typed in earlier changed the stream): places 1 and 2 are new,
    # even place 2, whose faces happen to be those kept there
    assert recorded_pass(passes, 5, [SIX_ONE, ONE_SIX, SIX_ONE]) == [1, 2]
    assert passes.at(5, 1) == Kept(ONE_SIX, "5-1-0")


@pytest.mark.slow
def test_dice_typed_in_are_always_recorded():
    passes = Passes()
    recorded_pass(passes, 5, BATTLE)
    assert recorded_pass(passes, 5, BATTLE, typed=frozenset({2})) == [2]


@pytest.mark.slow
def test_a_round_taken_back_is_forgotten_only_if_it_is_the_one_kept():
    passes = Passes()
    recorded_pass(passes, 5, BATTLE)
    passes.forget(5, 0, "not-that-one")
    assert passes.at(5, 0) is not None
    passes.forget(5, 0, "5-0-0")
    assert passes.at(5, 0) is None and passes.at(5, 1) is not None
    assert recorded_pass(passes, 5, BATTLE, in_ledger=nowhere) == [0, 1, 2]


@pytest.mark.slow
def test_the_rules_import_no_qt():
    code = (
        "import sys, riskgui.gui.tabs.dice.replays\n"
        "sys.exit(any(m.split('.')[0] in ('PySide6', 'pyqtgraph') for m in sys.modules))\n"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
