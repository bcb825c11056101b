"""Hypothesis strategies shared by the core's tests."""

from hypothesis import strategies as st

from riskgui.core.rules.model import Rules, Side


@st.composite
def sides(draw: st.DrawFn, most_dice: int = 3, most_sides: int = 8) -> Side:
    """A side of small random rules: every field of the general dice model."""
    dice = draw(st.integers(1, most_dice))
    steps = draw(st.lists(st.integers(1, 2), min_size=dice - 1, max_size=dice - 1))
    armies = [1]
    for step in steps:
        armies.append(armies[-1] + step)
    return Side(
        armies=tuple(armies),
        sides=tuple(draw(st.lists(st.integers(2, most_sides), min_size=1, max_size=dice + 1))),
        extra_dice=draw(st.integers(0, 1)),
        reroll_ones=draw(st.booleans()),
        highest=draw(st.integers(-2, 2)),
        lowest=draw(st.integers(-1, 1)),
        every=draw(st.integers(-1, 1)),
        must_roll_most=draw(st.booleans()),
    )


rule_sets = st.builds(
    Rules,
    attacker=sides(),
    defender=sides(),
    ties=st.sampled_from(["defender", "attacker"]),
    cap_faces=st.booleans(),
)

# Small enough for brute force: at most 3 + 1 dice of up to 6 sides a side.
small_rule_sets = st.builds(
    Rules,
    attacker=sides(most_sides=6),
    defender=sides(most_dice=2, most_sides=6),
    ties=st.sampled_from(["defender", "attacker"]),
    cap_faces=st.booleans(),
)
