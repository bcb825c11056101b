"""What the recording strip's line says: what is recorded, or why nothing is (no Qt).

Recording is off, or on; on, it records to names, or waits for names it can record to and
says how many rounds of the battle in play were shown meanwhile and not recorded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from riskgui.gui.ledger.recording import Recording

NOT_RECORDING = "Not recording to the luck ledger."


@dataclass(frozen=True)
class RecordStatus:
    """The line, and its tone: "off" (muted), "recording", or "asks" (the player must
    name someone: shown as an error)."""

    text: str
    tone: Literal["off", "recording", "asks"]


def record_status(
    recording: Recording | None, waiting: str, skipped: int, replay: bool
) -> RecordStatus:
    """The line for the recording (None: not recording), the reason it waits ("" if it
    does not: then it is off), the rounds of the battle shown while waiting, and whether
    the battle replays dice already recorded."""
    if recording is not None:
        who = f"{recording.attacker} attacks {recording.defender}"
        text = f"Recording to {recording.evening}: {who}"
        if replay:
            text += " (replaying dice already recorded: only new dice are added)"
        if skipped:
            were = "round before was" if skipped == 1 else "rounds before were"
            text += f"; {skipped:,} {were} not recorded."
        return RecordStatus(text, "recording")
    if waiting and skipped:
        rounds = "1 round" if skipped == 1 else f"{skipped:,} rounds"
        return RecordStatus(f"Not recorded ({rounds}): {waiting}.", "asks")
    if waiting:
        return RecordStatus(f"Not recording yet: {waiting}.", "asks")
    return RecordStatus(NOT_RECORDING, "off")
