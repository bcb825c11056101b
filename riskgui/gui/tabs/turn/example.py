"""The plan the Turn tab starts with: the example of issue #25 (and of the README).

Two fronts from Ukraine and Ural, a push on from Afghanistan into a capital, the best
move-in after taking Afghanistan, a draft of 5 and the armies Ukraine needs for 90 %.
"""

from __future__ import annotations

from typing import Any


def example_plan() -> dict[str, Any]:
    """A fresh copy, so no caller can change the next one."""
    return {
        "rules": "classic",
        "mine": {"Ukraine": 12, "Ural": 3},
        "theirs": {"Afghanistan": 4, "Siberia": 5, "China": 2},
        "legs": [
            {"from": "Ukraine", "to": "Afghanistan", "move": "best"},
            {"from": "Ural", "to": "Siberia", "until_defenders": 2},
            {"from": "Afghanistan", "to": "China", "stop_at": 2, "rules": "capital"},
        ],
        "goal": ["Afghanistan", "China"],
        "draft": {"armies": 5, "onto": ["Ukraine", "Ural"]},
        "needed": {"territory": "Ukraine", "p_goal": 0.9},
    }
