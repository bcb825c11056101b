"""The Help explains every field of the Board tab and its keys."""

import pytest

from tests.gui.test_help_dialog import field_names, help_text


def test_the_help_explains_every_field_of_the_board_tab(window):
    names = field_names(window.board_view)
    assert {"Owner", "Armies", "Keep", "Draft", "Find plan", "Edit in the Turn tab"} <= names
    shown = help_text().lower()
    missing = {name for name in names if name.lower().rstrip("\u2026") not in shown}
    assert not missing, f"Board fields the Help leaves out: {missing}"


@pytest.mark.slow
def test_the_help_names_the_boards_keys():
    shown = help_text()
    for keys in ("Ctrl+Enter", "Tab, Shift+Tab", "Digits, + and -", "Ctrl+wheel"):
        assert keys in shown
    assert "stop the search for a plan (Board tab)" in shown
