"""Issue 36: sentence case applied two ways (the Board and Turn tabs wrote "Why?." where
the Ledger wrote "Why?"); one helper, used by every tab."""

import pytest

from riskgui.gui.kit.sentence import sentence


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
