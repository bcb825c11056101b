"""Campaigns: one stack conquering several territories in a row.

- ``route``: what a campaign is (armies left behind, stops, rules per territory) and
  its answer (``CampaignOdds``).
- ``exact``: solved exactly with ``exact.solver.propagate``.
- ``simulate``: rolled with real dice with ``simulate.fight``.

Above both engines; imported by the plan engine of a whole turn (``core/plan``, which
sits above it and treats a campaign as its simplest plan), the report and the front ends.
"""
