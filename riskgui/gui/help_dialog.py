"""Help: how a battle is fought, how armies are counted, the presets, the shortcuts."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from riskgui.core.report.wording import CONVENTION_RULE
from riskgui.core.rules.presets import PRESETS
from riskgui.gui.tabs.campaign.tab import CHECK_CAMPAIGNS
from riskgui.gui.tabs.heatmap import MAX_GRID

SHORTCUTS = [
    ("Ctrl+R", "Run the simulation"),
    ("Esc", "Stop the simulation; stop the search for a plan (Board tab)"),
    ("Ctrl+N", "New random seed"),
    ("Ctrl+S", "Save results as CSV or JSON"),
    ("Ctrl+Shift+C", "Copy a summary of the results"),
    ("Space", "Roll one round (Dice tab; the map in a game, Board tab)"),
    (
        "Ctrl+Z",
        "Take the last round back (Dice tab); undo the last ledger change (Ledger tab); "
        "take back the game's last step (Board tab)",
    ),
    ("Ctrl+Shift+Z", "Redo the ledger change (Ledger tab)"),
    ("Del", "Delete the selected entries (Ledger tab)"),
    ("Ctrl+Enter", "Find the best plan (Board tab)"),
    ("Digits, + and -", "Set the armies of the territory chosen on the map (Board tab)"),
    ("A player's key", "Give the territory chosen to that player, e.g. B for Blue (Board tab)"),
    ("Tab, Shift+Tab", "Choose the next or the previous territory on the map (Board tab)"),
    ("Ctrl+wheel, Ctrl+plus, Ctrl+minus", "Zoom the map; Ctrl+0 shows all of it (Board tab)"),
    ("F1", "This help"),
    ("Ctrl+Q", "Quit"),
    ("Alt + underlined letter", "Go to that field, button or tab"),
]


TABS_HTML = f"""
<p>Every tab works on the battle set on the left: its armies, rules and stop threshold,
counted the way you chose.</p>
<h3>Simulation</h3>
<p><b>Run</b> (Ctrl+R) rolls real dice for the number of battles set under Simulated. The top chart
shows the running estimate with its 95 % band closing in on the exact value (dashed);
<b>Log scale</b> spreads out the first battles. The bottom chart shows every way the battle
can end: each outcome, or the chance of at least this many left, with <b>Log scale
(tails)</b> for the rare ones.</p>
<h3>Dice</h3>
<p>Plays the battle round by round. <b>Roll</b> (Space, while no dice are typed in) one
round, <b>Blitz</b> to the end at the speed chosen beside it, <b>Undo</b> (Ctrl+Z) the last
round, <b>Reset</b> to start again with the same dice; each new battle rolls fresh dice.
<b>Dice to roll</b>: roll fewer dice than the most allowed this round (Blitz always rolls
the most). <b>This roll</b>: the exact odds of the round about to be rolled, with those dice.
<b>Real dice</b>: type the attacker's and the defender's dice as rolled at the table, e.g.
6 4 1 and 5 3 (digits typed anywhere in the tab go there; Enter moves on to the defender's,
then plays them). <b>Warn below</b>: a warning when the chance of conquering from where you
stand drops below it (off at 0 %).</p>
<h3>Campaign</h3>
<p>Conquer several territories in a row: after each conquest the armies move in and attack
the next territory. The attack starts from the battle's territory on the left.</p>
<ul>
<li><b>Defenders, in order</b>: the defending armies of each territory, in the order you
attack them, e.g. 3, 4, 2.</li>
<li><b>Leave behind</b>: the armies left behind when you move into a conquered territory;
the first number is for your starting territory, the next for the first territory
conquered, and so on. One number is for every move; empty leaves 1, so all but one army
moves in. At least one army always moves.</li>
<li><b>Stop at</b>: stop attacking a territory once this many armies are left on the
territory attacking it. One number for all or one for each; empty: the battle's stop
threshold.</li>
<li><b>Rules</b>: <i>same</i> for the battle's rules, or a preset's CLI name (listed below)
for the territory, e.g. <i>same, capital</i>. One for all or one for each.</li>
<li><b>Check with {CHECK_CAMPAIGNS:,} rolled campaigns</b>: rolls real dice for the whole
campaign and puts how often each territory fell next to its exact chance.</li>
</ul>
<p>The table gives, for each territory, the exact chance of conquering it and every one
before it, the armies moved in on average and its rules; the chart, the armies left in
the last territory when the whole campaign succeeds.</p>
<h3>Board</h3>
<p>The classic map, a position on it, and the best plan for a goal this turn; the battle
on the left plays no part here. The tab starts with an example: Red, with a foothold in
Siam, wants Australia.</p>
<ul>
<li><b>Position</b>: click a territory on the map (or press Tab on the map to go from one
to the next), then set its <b>Owner</b> and <b>Armies</b>; or type on the map: digits for
the armies (+ and - for one more or less), a player's key (in brackets in the legend, e.g.
R for Red) for the owner. Typing a new name as the owner adds a player. <b>You play</b>:
the player whose turn it is.</li>
<li><b>Goal</b>: take a continent, knock a player out (<b>Their cards</b>: the cards they
hold, which become yours), or take the territories you click on the map (<b>Clear</b>
picks none). <b>Keep</b>: at least this many armies on each territory conquered.
<b>Draft</b>: the armies you place before attacking; the plan puts them where they help
most.</li>
<li><b>Find plan</b> (Ctrl+Enter) searches for the plan with the best chance of the goal;
<b>Stop</b> (Esc) ends a search. The plan is exact, no other does better, unless it says
it is a heuristic (a goal with many territories to take), and then it says how high the
chance of any plan could be.</li>
<li><b>Plan</b>: the legs are drawn as numbered arrows, each with its chance of conquering
(faint: a leg whose turn rarely comes, such as a second try on the same territory); the
draft shows as +3 on the territories. Below: the chance of a card (at least one conquest),
the armies left on the borders of a continent taken, its bonus, or the cards of the player
knocked out.</li>
<li><b>Edit in the Turn tab</b>, or a click on an arrow, opens the plan in the Turn tab to
change it by hand; while it is there, the board shows the Turn tab's chance for it.</li>
<li><b>Open</b> and <b>Save</b>: a position, goal and draft as JSON, the board plan
<i>riskgui-cli plan</i> reads. The map zooms with Ctrl+wheel and is dragged when zoomed
in.</li>
</ul>
<p><b>Game at the table</b>: riskgui follows a real game, so the position never needs
typing again. <b>New game</b> starts one from the position on the board or dealt at random
(its evening in the ledger, the players in turn order, fortifying through connected
territories or across one border); <b>Resume</b> goes on with a game kept in the ledger,
where every step is saved as it is made. The bar shows whose turn it is and the phase:</p>
<ul>
<li><b>Reinforce</b>: click your territories to place the armies due (<b>Per click</b> at
a time; the advice's placement shows on the map); <b>Cards traded</b> adds the armies of a
trade.</li>
<li><b>Attack</b>: click one of your territories, then a bordering enemy one (until you do,
the battle is the advice's next attack). <b>Roll</b> (Space on the map) rolls one round,
<b>Blitz</b> to the end, or type the real dice (6,5,1/6,3) and <b>Play</b>. Every round is
recorded in the ledger and the advice follows it: keep rolling, stop here, or switch. A
conquest asks how many armies to move in, the advised number chosen.</li>
<li><b>Fortify</b>: click one of your territories, then another of yours, set the armies
and Fortify; then <b>End turn</b> passes to the next player. <b>Undo</b> (Ctrl+Z) takes
back the last step; editing a territory's owner or armies by hand is a correction, which
Undo takes back too. <b>Leave</b> puts the game aside.</li>
</ul>
<h3>Planner</h3>
<ul>
<li><b>Attackers up to</b>, <b>defenders up to</b> and <b>Draw map</b>: a heat map of the
attacker's chance for every battle in that grid (up to {MAX_GRID:,} a side). It draws
itself when the tab opens and when the rules change; Draw map draws it again at a new
size. Point at a cell to read its value; click it to load that battle.</li>
<li><b>Attacking: armies I need</b>: the fewest attacking armies that conquer the
<b>Defenders</b> with at least the <b>Chance</b> asked.</li>
<li><b>Defending: armies to hold</b>: the fewest defending armies that hold against the
<b>Attackers</b> with at least the <b>Chance</b> asked.</li>
</ul>
<p>Both questions start from the battle on screen and use its rules and stop threshold.</p>
<h3>Compare</h3>
<p><b>Compare with</b>: a preset whose odds are shown beside your rules' for the same
battle, both chances in words and every outcome on one chart.</p>
<h3>Dice strategy</h3>
<p>The house rule where the defender picks one or two dice after seeing the attacker's
roll, solved exactly: the odds, the defender's best choice state by state, and whether the
attacker should ever roll fewer dice.</p>
"""


def help_html() -> str:
    presets = "".join(
        f"<li><b>{escape(p.title)}</b> ({escape(p.rules.describe())}). "
        f"<i>{escape(p.source)}</i> <small>CLI: --preset {escape(p.key)}</small></li>"
        for p in PRESETS
    )
    shortcuts = "".join(
        f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>"
        for keys, what in SHORTCUTS
    )
    return f"""
<h2>A battle</h2>
<p>Each round the attacker rolls up to 3 dice, one fewer than the armies on its territory
(one army must stay behind); the defender rolls up to 2, no more than its armies. Both sort
their dice from highest to lowest and compare them in pairs, highest with highest: the
higher die wins the pair, a tie goes to the defender, and each lost pair costs its side one
army. The battle ends when the defender has no army left (conquest), when the attacker is
down to one army, or when it reaches the stop threshold you chose.</p>
<h2>How armies are counted</h2>
<p>{escape(CONVENTION_RULE)} Some calculators count only the armies that can attack: their
"10 vs 10" is riskgui's 11 vs 10. Untick <b>Count the army that stays behind</b> to type
armies their way; every number, chart and export then follows that counting and says so.</p>
<h2>Rules of every edition</h2>
<p>Under <b>Details</b> every rule can be set, for each side:</p>
<ul>
<li><b>Dice</b> and <b>Armies per die</b>: the armies that can fight each die needs
(for the attacker, all but the one that stays behind). 1,2,3 is classic; 1,3 lets a
defender roll its second die only with 3 armies.</li>
<li><b>Die sides</b>, per die in the order taken: 8,6 is one d8, then d6s. A side that rolls
fewer dice rolls the first ones listed; the presets list the better dice first, as players
pick them. The last number repeats.</li>
<li><b>Extra dice</b>: rolled besides and dropped, keeping the best (Risk 2008's bonus die).
<b>Re-roll ones</b>: each 1 is rolled once more and the new face stands.</li>
<li><b>Highest, lowest, every die +/-</b>: added after sorting the dice kept; a single die
is both the highest and the lowest. With <b>Cap faces</b> a modified face stays on its die
(1 to 6 on a d6) and the dice are sorted again before pairing, as Risk Legacy says; without
it a 6 + 1 counts as 7. Of two equal faces, the die with more sides ranks first.</li>
<li><b>Must roll the most</b>: the side may not choose fewer dice. Otherwise the odds
assume both sides roll all they can; the <b>Dice strategy</b> tab shows when fewer is better.</li>
</ul>
<p><b>Ties</b> go to the defender or to the attacker.</p>
<h2>The tabs</h2>
{TABS_HTML}
<h2>Presets</h2>
<p>Where the rule books are silent or players read them differently, the note says which
reading riskgui takes; each is a field under Details you can change.</p>
<ul>{presets}</ul>
<h2 id="shortcuts">Keyboard shortcuts</h2>
<table cellspacing="6">{shortcuts}</table>
"""


class HelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.setWindowTitle("riskgui Help")
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpBrowser")
        self.browser.setHtml(help_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(620, 560)

    def show_shortcuts(self) -> None:
        self.browser.scrollToAnchor("shortcuts")
