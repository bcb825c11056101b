"""Issue 36: sentence case applied two ways (the Board and Turn tabs wrote "Why?." where
the Ledger wrote "Why?"); one helper, used by every tab."""

import ast
from pathlib import Path

import pytest

from riskgui.gui.kit.sentence import sentence

GUI = Path(__file__).parents[3] / "riskgui" / "gui"


@pytest.mark.parametrize(
    ("message", "shown"),
    [
        ("leg 2: Siam and Japan do not border", "Leg 2: Siam and Japan do not border."),
        ("is the file still there?", "Is the file still there?"),
        ("  done!  ", "Done!"),
        ("Ural has 3 armies.", "Ural has 3 armies."),
        ("the rest keeps its Capitals", "The rest keeps its Capitals."),
        ("waiting\u2026", "Waiting\u2026"),
        ("", ""),
    ],
)
def test_a_message_becomes_one_sentence(message, shown):
    assert sentence(message) == shown


def test_no_tab_writes_a_sentence_helper_of_its_own():
    """Every tab imports this one: a second ``def sentence`` (or ``_sentence``) is how
    the two ways came about."""
    own = []
    for path in GUI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and node.name.strip("_") == "sentence":
                own.append(path.relative_to(GUI).as_posix())
    assert own == ["kit/sentence.py"]
