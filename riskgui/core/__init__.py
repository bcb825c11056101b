"""The core: Risk battles in plain Python and NumPy, never Qt.

Everything the window and the command line show is computed here.  Packages by feature,
each a layer that imports only the layers below it (the import-linter contract
"The core's layers" in pyproject.toml checks it):

    game        the game at the table: one position that every step of the evening
                moves (placements, rounds, move-ins, fortifies, corrections), replayed
                from its steps
    advice      the best way to play the turn, round by round: the exact value of a goal
                when the player follows riskgui battle by battle, the next attack, the best
                move-in and draft
    board | ledger
                board: the classic map, a position on it and the search for the best
                plan to take a continent or knock a player out; ledger: the luck ledger
                of real game nights, its SQLite store and each player's luck against
                fair dice, with exact percentiles (neither imports the other)
    report      words, percentages, the typed report, the counting of attackers
    campaign    several territories in a row: the simplest plan, and its real-dice check
    plan        a whole turn across many fronts: the plan engine, the draft, the question
    exact | simulate
                the exact engine and the Monte Carlo engine: siblings, never importing
                each other
    dice        throws and what they score, one round, a battle played round by round
    battle | outcomes
                one battle's inputs; what a battle can end in
    rules       how each side rolls and how dice compare, the editions' presets
    budget | cancel | limits | losses | plural | stats
                shared basics: what a job may cost, cancellation, input limits, a
                battle's expected losses (for both engines' answers), counts in words,
                statistics

Imported by ``riskgui.gui`` and ``riskgui.cli``; imports neither.  Package ``__init__``
files import nothing, so the CLI loads only what a command uses.
"""
