"""The ending tables keep a few endings per state and read the rest as shifts: they must
give the full tables' numbers to the last bit (the plan's answers and its tied "best"
moves must not change with it), never fill the corner of many attackers and many
defenders, and leave NumPy unloaded unless a battle is fought at once."""

import json
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.plan.draft import may_load_numpy
from riskgui.core.plan.endings import _Grid, _grid, endings
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.rules.model import CLASSIC
from riskgui.core.rules.presets import preset
from tests.helpers.endings_reference import FullGrid

PRESETS = ["classic", "capital", "zombies", "2210-defence-d8", "uk-1990", "bonus-die", "risiko"]


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize(("stop_at", "until"), [(1, 0), (3, 0), (10, 0), (8, 5), (1, 2), (2, 1)])
def test_the_shifted_endings_are_the_full_tables_numbers_to_the_last_bit(name, stop_at, until):
    rules = preset(name).rules
    grid, full = _Grid(rules, stop_at, until), FullGrid(rules, stop_at, until)
    rng = random.Random(f"{name} {stop_at} {until}")
    for _ in range(30):  # in no order: the grid grows under the starts asked
        a, d = rng.randint(1, 45), rng.randint(0, 25)
        assert grid.endings(a, d) == full.endings(a, d), (a, d)


@settings(max_examples=60, deadline=None)
@given(
    a=st.integers(2, 60),
    d=st.integers(1, 40),
    stop_at=st.integers(1, 12),
    until=st.integers(0, 6),
    name=st.sampled_from(PRESETS),
)
def test_a_single_start_gives_the_full_tables_numbers(a, d, stop_at, until, name):
    rules = preset(name).rules
    assert _Grid(rules, stop_at, until).endings(a, d) == FullGrid(rules, stop_at, until).endings(
        a, d
    )


def test_the_grid_keeps_a_handful_of_endings_per_state():
    """The point of the shifts: five numbers per state under classic rules, not a + d."""
    grid = _Grid(CLASSIC, 1, 0)
    grid.endings(100, 30)
    assert len(grid.columns) == 5
    assert len(grid.endings(100, 30)) == 99 + 30


@pytest.mark.slow
def test_the_grid_never_fills_the_corner_of_many_attackers_and_many_defenders():
    rules = replace(CLASSIC, attacker=CLASSIC.attacker)  # a Rules of its own: a fresh grid
    endings(113, 50, rules, 1, 0)
    endings(573, 10, rules, 1, 0)
    endings(113, 50, rules, 1, 0)
    known = _grid(rules, 1, 0).known
    assert len(known) <= 573 * 10 + 113 * 50 and (500, 40) not in known


def _loads_numpy(plan_json: str) -> bool:
    """Whether answering the plan loads NumPy, in a fresh Python."""
    code = (
        "import json, sys\n"
        "from riskgui.core.plan.draft import answer_plan\n"
        "from riskgui.core.plan.parse import plan_from_json\n"
        f"answer_plan(plan_from_json(json.loads({plan_json!r})))\n"
        "print('numpy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip() == "True"


@pytest.mark.slow
@pytest.mark.parametrize(
    ("mine", "theirs", "move", "loads"),
    [(100, 6, "best", False), (100, 30, "best", False), (150, 60, "best", False),
     (60, 12, "all", False), (100, 30, "all", True)],
)  # fmt: skip
def test_may_load_numpy_says_beforehand_whether_the_answer_loads_it(mine, theirs, move, loads):
    """The CLI loads NumPy before the run when ``may_load_numpy`` says so (Ctrl-C must not
    land in the import); a plan with a "best" move answers without it, whatever its
    battles, and so does one of small battles fought at once."""
    data = {
        "mine": {"A": mine},
        "theirs": {"B": theirs, "C": 5},
        "legs": [{"from": "A", "to": "B", "move": move}, {"from": "B", "to": "C"}],
    }
    assert may_load_numpy(plan_from_json(data)) is loads
    assert _loads_numpy(json.dumps(data)) is loads
