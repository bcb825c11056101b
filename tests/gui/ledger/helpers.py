"""What the ledger session's tests share: the file as another process reads it, a session
recording, a roll."""

from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.ledger.store import Ledger


def on_disk(path, evening=None):
    """What another process would read: only what was committed."""
    with Ledger(path) as ledger:
        return ledger.entries(evening)


def recording(session, evening="Friday", attacker="Anna", defender="Ben"):
    session.recorder.start(evening, attacker, defender)
    return session.recorder


def roll(evening="Friday", attacker="Anna", defender="Ben", dice=((6, 5, 1), (6, 3))):
    return Entry(evening, attacker, defender, Roll(*dice))
