"""The luck ledger: the rolls and battles of real game nights, kept in SQLite, and each
player's luck against the exact odds of fair dice.

- ``model``: an entry (a roll of real dice, or a battle by its start and end) as a frozen
  value; ``checks``: ``check_entry``, which refuses what the rules cannot produce.
- ``distribution``: integer-valued distributions, their sums (convolution, by kind: the
  n-fold sum of identical entries is one power) and the mid-p percentile.
- ``luck``: the swing of one entry (armies the defender lost minus armies the attacker
  lost), its exact distribution under fair dice and its expectation.
- ``report``: each player's attack, defence and total luck, and each pair's, with exact
  percentiles; how often the unluckiest of N players would be this unlucky.
- ``fairness``: face counts and the chi-square test of the dice entered.
- ``wording``: the sentences a player reads first.
- ``store``: ``Ledger``, the one owner of the SQLite connection: its evenings, players
  and entries, each read or write one transaction through the one door of ``door``'s
  ``LedgerFile`` (WAL, schema version, migrations with a copy kept before each, read-only
  for a newer schema, damaged files never overwritten); ``schema``: the tables and
  migrations; ``location``: where the ledger lives by default; ``errors``:
  ``LedgerError`` and the refusals under it.
- ``exchange``: export to and import from JSON and CSV.

The top layer of the core: imports the exact engine, the dice and the rules, never
``plan`` or ``board``.  Imported by ``riskgui-cli ledger`` and by the desktop app's
ledger session and Ledger tab.
"""
