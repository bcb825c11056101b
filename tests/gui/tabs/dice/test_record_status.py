"""The recording strip's line in words: what is recorded, or why not and how much."""

import pytest

from riskgui.gui.ledger.recording import Recording
from riskgui.gui.tabs.dice.record_status import RecordStatus, record_status

FRIDAY = Recording("Friday", "Anna", "Ben")


@pytest.mark.parametrize(
    ("recording", "waiting", "skipped", "replay", "expected"),
    [
        (None, "", 0, False, RecordStatus("Not recording to the luck ledger.", "off")),
        (None, "name the defender", 0, False, RecordStatus(
            "Not recording yet: name the defender.", "asks")),
        (None, "Ben cannot attack themselves", 3, False, RecordStatus(
            "Not recorded (3 rounds): Ben cannot attack themselves.", "asks")),
        (None, "name the attacker", 1, False, RecordStatus(
            "Not recorded (1 round): name the attacker.", "asks")),
        (FRIDAY, "", 0, False, RecordStatus("Recording to Friday: Anna attacks Ben", "recording")),
        (FRIDAY, "", 2, False, RecordStatus(
            "Recording to Friday: Anna attacks Ben; 2 rounds before were not recorded.",
            "recording")),
        (FRIDAY, "", 0, True, RecordStatus(
            "Recording to Friday: Anna attacks Ben (replaying dice already recorded: only "
            "new dice are added)", "recording")),
    ],
)  # fmt: skip
def test_the_line(recording, waiting, skipped, replay, expected):
    assert record_status(recording, waiting, skipped, replay) == expected
