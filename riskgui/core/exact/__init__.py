"""The exact engine: probabilities computed, never sampled.

- ``solver``: a battle's full end-state distribution in floating point, O(a·d) time and
  O(a + d) memory, and ``propagate`` (the step a campaign repeats).
- ``fractions``: the same answer as exact fractions, for battles small enough.
- ``small``: every ending of a small battle as fractions, for the CLI's fast path.
- ``grid``: win probabilities for a whole grid of battles; ``needed``: the armies needed
  for a target chance.
- ``choice``: when to roll fewer dice, and the defender who sees the roll.
- ``what_if``: the chances if this round is rolled with fewer dice.
- ``luck``: how lucky a finished battle was against its exact distribution.

A sibling of ``simulate``: neither imports the other.  Imports ``dice`` and below.
"""
