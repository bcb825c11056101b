"""The Monte Carlo engine: real dice rolled many times, the independent check.

- ``run``: ``simulate`` (blocks of battles on every core, seeded, cancellable) and its
  immutable ``SimulationSnapshot``.
- ``fight``: the inner loops, many battles at once in NumPy arrays.
- ``round_table``: each round as one uniform draw over its equally likely throws.
- ``state_table``: small battles as a state machine, one draw and one lookup per round.

A sibling of ``exact``: neither imports the other.  Imports ``rules`` and below.
"""
