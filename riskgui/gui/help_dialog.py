"""Help: how a battle is fought, how armies are counted, the presets, the shortcuts."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from riskgui.core.describe import CONVENTION_RULE
from riskgui.gui.rules_panel import PRESET_SOURCES, PRESETS

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
        f"<li><b>{escape(name)}</b>: {escape(rules.describe())}. "
        f"<i>{escape(PRESET_SOURCES[name].capitalize())}.</i></li>"
        for name, rules in PRESETS.items()
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
<h2>Rules and presets</h2>
<ul>{presets}</ul>
<p>Under <b>Details</b> every rule can be set: dice per side, sides per die, a bonus on the
defender's highest die, and who wins ties.</p>
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
