"""Advice: the best way to play the turn round by round, from any state, solved exactly.

The game (issue 35): inside the goal's region the player rolls one round of any attack or
stops, chooses each move-in after seeing the round, and wins if the goal holds at the
stop; the value is the best chance over every way of playing.  It is acyclic (every round
removes armies), so one backward pass over the reachable states, level by level (a level
= the armies in the region), solves it.

- ``game``: the game as one frozen value (``TurnGame``): the region, the start state,
  the goal with ``keep``, the rules, the draft, a pending move-in; ``turn_game`` builds it
  from a position and checks it; ``state_of`` reads a later position.
- ``encoding``: a state packed into one 64-bit integer (level, then mixed radix).
- ``rounds``: one round's dice and outcome odds as a small table.
- ``states``: the goal at a stop, a lost goal, and settling (armies that can never attack
  again cut, so equal states are one).
- ``children``: the children of many states for one attack, by arithmetic on the codes.
- ``model``: a game made ready for arrays (encoding, table, state rules, attacks).
- ``reachable``: the reachable states, enumerated level by level from the top.
- ``backward``: backward induction over them, level by level from the bottom.
- ``chunks``: both passes' states cut into chunks of about 80 ms each, the token checked
  once a chunk (``Chunks``).
- ``memory``: the memory a solve needs, the cap (1 GiB) that refuses larger games, and
  the values of a game too large to keep them beside its codes in a temporary file.
- ``solve``: the start states (every draft placement, every pending move-in) and the
  solve (``SolvedGame``).
- ``answer``: the advice for one state (``Advice``) and the orders it is given in.
- ``restrict``: restricted games (fewer territories, fewer move-ins): lower bounds.
- ``pool``: the pooled game (armies above a cap shared): an upper bound.
- ``split``: a game's independent parts, whose values multiply.
- ``estimate``: a ceiling on a game's states, counted without enumerating (fast refusal).
- ``bounds``: the entry point when a game may not fit: ``bounded_advice`` answers
  exactly if it fits, else with certified bounds (``BoundedAdvice``).
- ``board_advice``: the advice for a board plan that asks for it (``"advise": true``),
  and its JSON and words for the front ends.
- ``advisor``: the entry point: ``Advisor(game)`` solves once and advises the start and
  any later state; ``advise(game)``.

Pure NumPy, never Qt.  Imports ``board`` (map, position), ``plan`` (``plan.splits`` for the
draft's placements, ``plan.union_find`` for the parts), ``rules``, ``dice`` and ``cancel``
below it; imported by the front ends (the CLI's plan command, the Board tab) and the game
at the table.  Sits above ``board`` and ``plan`` in the core's layers.
"""
