"""Campaigns: one stack conquering several territories in a row.

- ``route``: what a campaign is (armies left behind, stops, rules per territory) and
  its answer (``CampaignOdds``).
- ``exact``: solved exactly by the plan engine of a whole turn, as its simplest plan.
- ``simulate``: rolled with real dice with ``simulate.fight``.

Above the plan engine (``core/plan``, which ``exact`` calls) and the Monte Carlo engine
(``simulate``); imported by the front ends (the Campaign tab, ``riskgui-cli campaign``).
"""
