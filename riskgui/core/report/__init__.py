"""What riskgui says about an answer: the same words and keys wherever a player meets them.

- ``counting``: ``Counting``, how the player counts the attacker's armies, with the
  conversions and the words.
- ``percent``: percentages that never round a possible outcome to 0 % or 100 %.
- ``wording``: the phrases shared by the window, the CLI and the exports.
- ``battle_log``: a played battle's log as rows and as text.
- ``plan_json``: a plan's answer as the JSON ``riskgui-cli plan --json`` prints and the
  Turn tab exports.
- ``export``: ``BattleReport``, one typed report of a battle's answer behind the CLI's
  ``--json``, the JSON/CSV/text exports and the window's copy.

Above ``plan`` and everything below it, which it may import; below ``board`` and
``ledger``, which use its words.  Imported by those and by the front ends.
"""
