"""The Dice tab: a battle played one round at a time, with rolled or typed dice.

- ``view``: the tab, putting the parts together; ``controls``: its buttons; ``keys``: Space
  rolls, digits typed anywhere in the tab go to the dice fields.
- ``faces``: the dice drawn, and ``motion``: their tumble; ``entry``: dice typed in and the
  dice chosen for Roll; ``round_odds``: the odds of the round about to be rolled;
  ``odds``: the odds from where the battle stands and the luck line at its end;
  ``log_model`` and ``log_view``: the rounds as a table.
- ``ledger_strip``: recording on or off, the evening, the two players and Swap; every
  round shown (rolled, blitzed or typed) is recorded, and a round taken back is forgotten;
  ``ledger_names``: tonight's evening by name, and the lists of evenings and players;
  ``record_status``: the strip's line, what is recorded or why not (no Qt);
  ``replays``: which rounds of a replayed seed are recorded (no Qt).
"""
