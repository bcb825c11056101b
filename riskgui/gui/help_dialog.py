"""Help: how a battle is fought, how armies are counted, the presets, the shortcuts."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from riskgui.core.report.wording import CONVENTION_RULE
from riskgui.core.rules.presets import PRESETS

SHORTCUTS = [
    ("Ctrl+R", "Run the simulation"),
    ("Esc", "Stop the simulation"),
    ("Ctrl+N", "New random seed"),
    ("Ctrl+S", "Save results as CSV or JSON"),
    ("Ctrl+Shift+C", "Copy a summary of the results"),
    ("Space", "Roll one round (Dice tab)"),
    ("F1", "This help"),
    ("Ctrl+Q", "Quit"),
    ("Alt + underlined letter", "Go to that field, button or tab"),
]


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
