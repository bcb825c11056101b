"""The NumPy sweep of large battles' endings gives the plain grid's numbers, to the last
bit (the plan's answers and its tied "best" moves must not depend on which one ran), and
never fills the corner of many attackers and many defenders; and the command line knows
beforehand whether a plan will load NumPy."""

import json
import random
import subprocess
import sys
from dataclasses import replace

import pytest

from riskgui.core.plan.draft import may_load_numpy
from riskgui.core.plan.ending_work import SWEEP_UP_TO, table_work
from riskgui.core.plan.endings import _Grid, _grid, endings
from riskgui.core.plan.endings_sweep import Sweep
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.rules.model import CLASSIC
from riskgui.core.rules.presets import preset

PRESETS = ["classic", "capital", "zombies", "2210-defence-d8", "uk-1990", "bonus-die", "risiko"]


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize(("stop_at", "until"), [(1, 0), (3, 0), (10, 0), (8, 5), (1, 2)])
def test_the_sweep_gives_the_grids_numbers_to_the_last_bit(name, stop_at, until):
    rules = preset(name).rules
    grid = _Grid(rules, stop_at, until)
    sweep = Sweep(grid.odds, rules, stop_at, until)
    rng = random.Random(f"{name} {stop_at} {until}")
    for _ in range(40):  # in no order: the block grows under the starts asked
        a, d = rng.randint(stop_at + 1, 50), rng.randint(until + 1, 25)
        expected = sorted(((i, j, p) for (i, j), p in grid.endings(a, d).items()),
                          key=lambda e: (-e[0], e[1]))  # fmt: skip
        assert sweep.endings(a, d) == tuple(expected), (a, d)


def test_the_sweep_never_fills_the_corner_of_many_attackers_and_many_defenders():
    rules = replace(CLASSIC, attacker=CLASSIC.attacker)  # a Rules of its own: a fresh grid
    endings(113, 50, rules, 1, 0)
    endings(573, 10, rules, 1, 0)
    endings(113, 50, rules, 1, 0)
    swept = _grid(rules, 1, 0).swept
    assert swept is not None
    assert table_work(swept.most_a, swept.most_d) <= SWEEP_UP_TO
    assert not (swept.most_a >= 573 and swept.most_d >= 50)


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
    ("mine", "theirs", "swept"), [(100, 6, False), (60, 12, False), (100, 30, True)]
)
def test_may_load_numpy_says_beforehand_whether_the_answer_loads_it(mine, theirs, swept):
    """The CLI loads NumPy before the run when ``may_load_numpy`` says so (Ctrl-C must not
    land in the import); a plan of small battles answers without it."""
    data = {
        "mine": {"A": mine},
        "theirs": {"B": theirs, "C": 5},
        "legs": [{"from": "A", "to": "B", "move": "best"}, {"from": "B", "to": "C"}],
    }
    assert may_load_numpy(plan_from_json(data)) is swept
    assert _loads_numpy(json.dumps(data)) is swept
