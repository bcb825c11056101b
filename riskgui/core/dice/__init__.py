"""Dice: throws and what they score, one round, and a battle played round by round.

- ``throws``: the one place where a roll becomes a round's losses, and the exact odds of
  one round (``round_counts``, ``round_odds``, and as floats for the engines
  ``float_round_odds`` and ``round_losses``) by enumerating throws as multisets.
- ``round``: one round rolled or typed in (``Round``), and the dice a side may choose.
- ``played``: ``PlayedBattle``, a battle in play with its rounds and undo.

Imports ``rules`` and ``battle``; imported by the engines, the report and the Dice tab.
"""
