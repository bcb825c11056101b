"""Canary for PySide6 releases that drop references to None or True.

PySide6 6.12.0 under Python < 3.12 returns None from every void call, and True from
every signal emission, without taking a reference: each call lowers the refcount, and
the app dies with "deallocating None".  This must fail before a user meets it.
On Python 3.12+ None and True are immortal, so the counts never move.
"""

import sys

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QSpinBox

CALLS = 5_000
SLACK = 50  # other code may take or release a few references meanwhile


class _Emitter(QObject):
    ping = Signal(int)


@pytest.mark.slow
@pytest.mark.parametrize(
    "void_call",
    [
        lambda w, t: w.setToolTip("x"),
        lambda w, t: w.update(),
        lambda w, t: w.setEnabled(True),
        lambda w, t: w.setValue(3),
        lambda w, t: t.stop(),
    ],
    ids=["setToolTip", "update", "setEnabled", "setValue", "QTimer.stop"],
)
def test_void_calls_keep_their_reference_to_none(qapp, void_call):
    widget, timer = QSpinBox(), QTimer()
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        void_call(widget, timer)
    assert sys.getrefcount(None) >= before - SLACK


@pytest.mark.slow
def test_emitting_keeps_its_reference_to_true(qapp):
    emitter, label = _Emitter(), QLabel()
    emitter.ping.connect(label.setNum)
    before = sys.getrefcount(True)
    for i in range(CALLS):
        emitter.ping.emit(i)
    assert sys.getrefcount(True) >= before - SLACK
    assert label.text() == str(CALLS - 1)
