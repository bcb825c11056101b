"""Hypothesis strategies shared by the core's tests."""

from hypothesis import strategies as st

from riskgui.core.rules import Rules

rule_sets = st.builds(
    Rules,
    attacker_dice=st.integers(1, 3),
    defender_dice=st.integers(1, 3),
    attacker_sides=st.integers(2, 8),
    defender_sides=st.integers(2, 8),
    defender_bonus=st.integers(0, 2),
    ties=st.sampled_from(["defender", "attacker"]),
)
