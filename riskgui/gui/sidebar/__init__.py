"""The left-hand side of the window: the battle, its rules, its answer and the simulation.

- ``battle_panel``: the armies, the stop threshold and Recent; holds the rules panel.
- ``rules_panel``: the preset, every rule field and the counting check box; keeps its
  ``Rules`` value; ``field_control``: one rules field as a widget.
- ``answer_panel``: the exact answer, a view of the battle session.
- ``column``: the panels one under the other, scrolling on a small screen.
- ``simulation_panel``: Run, Stop, the trials and the seed, and what the dice said.

Imports the session, the kit, the jobs and the core; never a tab.
"""
