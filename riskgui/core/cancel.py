"""Stopping a long computation from another thread, and reading how far it got.

The solvers call ``token.check(done)`` once per step of a few microseconds to a few
milliseconds (a diagonal, a battle, a territory).  It records the progress and raises
``Cancelled`` once another thread has called ``token.cancel()``: the same contract as the
simulator's generators, whose every ``yield`` is a cancellation point.
"""

from __future__ import annotations


class Cancelled(Exception):
    """The computation was cancelled; not an error."""


class CancelToken:
    """Set by the thread that wants the result, read by the thread that computes it.

    A bool and a float are replaced atomically under the GIL, so no lock is needed.
    """

    def __init__(self) -> None:
        self._cancelled = False
        self.progress = 0.0  # fraction of the work done, 0 to 1

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        self._cancelled = True

    def check(self, done: float | None = None) -> None:
        """Record progress; raise ``Cancelled`` if the work is no longer wanted."""
        if done is not None:
            self.progress = done
        if self._cancelled:
            raise Cancelled


class _NeverCancelled(CancelToken):
    """For callers that run a computation to its end (the CLI, tests)."""

    def cancel(self) -> None:
        raise RuntimeError("this token cannot be cancelled: pass a CancelToken of your own")


NEVER = _NeverCancelled()
