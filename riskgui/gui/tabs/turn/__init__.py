"""The Turn tab: a whole turn across many fronts, built as a player thinks of it.

- ``inputs``: what the editors hold, as plain values, and the plan JSON (the CLI's) to and
  from them; no Qt.
- ``example``: the issue's example plan, the tab's first plan.
- ``territories``: the table of territories (name, yours, armies, goal, draft).
- ``legs`` and ``leg_form``: the legs in order, and the fields of the selected one.
- ``map_names``: the classic map's names offered as a territory is named, and the legs
  between map territories that do not border.
- ``rules_choice``: the rules combo boxes (presets, "the plan's rules", rules from a file).
- ``options``: the plan's rules, the draft, the smallest move-in and the armies needed.
- ``answer_view``, ``best_moves`` and ``ending_chart``: the answer; the best move-in in
  few rows; the armies on the last leg's target as a bar chart.
- ``plan_files``: Open, Save and Export with their dialogs.
- ``tab``: ``TurnView``, which wires them, solves on the worker (``jobs.turn``) a moment
  after the last change, and remembers the last plan answered (settings key
  "turn/plan").

Imports the core's plan engine and ``report.plan_json``, the kit and its job; never the
command line (front ends are independent) nor another tab.
"""
