"""The Help names every shortcut of the window and every field of the tabs it explains."""

import pytest
from PySide6.QtGui import QAction, QKeySequence, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

from riskgui.gui.help_dialog import HelpDialog, help_html


def help_text() -> str:
    document = QTextDocument()
    document.setHtml(help_html())
    return " ".join(document.toPlainText().split())


def shortcuts_of(window) -> set[str]:
    """Every key set on the window's actions and buttons, but Alt + an underlined letter."""
    keys = [action.shortcut() for action in window.findChildren(QAction)]
    keys += [button.shortcut() for button in window.findChildren(QAbstractButton)]
    texts = {key.toString(QKeySequence.SequenceFormat.PortableText) for key in keys}
    return {text for text in texts if text and not text.startswith("Alt+")}


def test_every_shortcut_of_the_window_is_in_the_help(window):
    shown = help_text()
    missing = {keys for keys in shortcuts_of(window) if keys not in shown}
    assert "Ctrl+Z" in shortcuts_of(window)
    assert not missing, f"shortcuts the Help leaves out: {missing}"


def field_names(tab) -> set[str]:
    """What a player reads beside the tab's inputs: labels, group titles and buttons."""
    texts = [label.text() for label in tab.findChildren(QLabel) if not label.objectName()]
    texts += [box.title() for box in tab.findChildren(QGroupBox)]
    texts += [button.text() for button in tab.findChildren(QAbstractButton)]
    names = {text.replace("&", "").strip().rstrip(":") for text in texts}
    return {name for name in names if name and name != "vs"}


@pytest.mark.parametrize("tab", ["campaign_view", "heatmap_view", "compare_view"])
def test_the_help_explains_every_field_of_the_tab(window, tab):
    names = field_names(getattr(window, tab))
    shown = help_text().lower()
    assert len(names) >= 1
    missing = {name for name in names if name.lower() not in shown}
    assert not missing, f"{tab} fields the Help leaves out: {missing}"


@pytest.mark.slow
def test_shortcuts_link_scrolls_to_the_table(qtbot):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_shortcuts()
    assert dialog.browser.verticalScrollBar().value() > 0
