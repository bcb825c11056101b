"""The tabs on the right, one feature each: views of the battle session.

- ``simulation/``: the convergence chart and the outcome chart.
- ``dice/``: dice rolled one round at a time or typed in, their odds and log, and the
  strip that records them to the luck ledger.
- ``campaign/``: a route of territories, its exact odds and a real-dice check.
- ``heatmap`` (the Planner tab: win chances as a heat map), ``compare``, ``strategy``
  (the Dice strategy tab).
- ``turn/``: a whole turn across many fronts, answered by the plan engine.
- ``ledger/``: the luck ledger of game nights: evenings, entries, each player's luck.
- ``board/``: the classic map: a position, a goal and the best plan found, drawn as
  arrows; a leg opens in the Turn tab.

Tabs never import each other (an import-linter contract checks it); each imports the
sessions, the kit, its jobs and the core.
"""
