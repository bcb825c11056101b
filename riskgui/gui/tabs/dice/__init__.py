"""The Dice tab: a battle played one round at a time, with rolled or typed dice.

- ``view``: the tab, putting the parts together.
- ``faces``: the dice drawn; ``entry``: dice typed in; ``odds``: the odds from where the
  battle stands and the luck line at its end; ``log_model``: the rounds as a table.
"""
