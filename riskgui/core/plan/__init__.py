"""A whole turn across many fronts: several sources, branching conquests, the best
move-in after each conquest, the best draft and the armies needed, all exactly.

- ``model``: a plan as frozen values (``Plan``, ``Leg``, ``Move``, ``Draft``, ``Needed``).
- ``parse``: a plan from the JSON the CLI reads and the Turn tab saves; every mistake is
  one ``ValueError`` naming the culprit.
- ``endings``: how one leg's battle can end from given armies, with its stop threshold and
  wear-down target (``until_defenders``), cached per start, in plain Python whatever the
  battle; ``ending_work``: what an ending is and what reading many starts' endings costs.
- ``state``: the board state the engine recurses over (``Owner``, ``State``, ``state.RETIRED``),
  shared with the board's bounds; ``move_in``: the fewest armies a conquest moves in, and
  a fixed move's.
- ``engine``: ``solve_plan``: P(goal), each territory's chance and armies at the end, each
  leg's chance, the best move-in for every way a battle can end.  It splits a plan into
  independent fronts (``front``: the recursion over one front's board states, with an
  optional work limit; ``choices``: the move-ins a conquest leaves to choose between),
  carries each forward (``carry``: a function over a ``Front``),
  and fights a leg at once for all its states when nothing is chosen (``forward``).
- ``draft``: the best draft and the fewest armies needed for a chance, and
  ``answer_plan``, everything a plan asks.
- ``kept``: the fronts of one answer kept for the next plan of the same shape (the Turn
  tab's edits), taken by one run at a time.
- ``answer``: what the engine answers.
- ``certain``: what a plan cannot fail to do (legs that surely run, territories surely the
  player's, a goal already held), shown as 100 % rather than as a near-certainty.
- ``knapsack``: the best share of a draft between independent parts whose chances
  multiply; ``splits``: every way to split armies over territories; ``union_find``:
  which items links join into one group.  Each written once, for the plan engine and the
  board's search alike.

Above the exact engine (``exact``) and the dice, below ``campaign`` (a campaign is the
simplest plan: one stack along a chain, solved here) and ``report``.  Imported by
``campaign``, ``report``, ``board`` (the classic map's search for a plan) and the front
ends (``riskgui-cli plan``, the Turn tab).
"""
