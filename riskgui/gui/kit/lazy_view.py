"""A tab that computes only while it is shown."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget


class LazyView(QWidget):
    """A tab that computes only while it is shown.

    Setters call ``mark_stale()``; ``refresh()`` runs now if the view is visible, otherwise
    the next time it is shown, and only once per change.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stale = True  # nothing computed yet

    @property
    def stale(self) -> bool:
        """A change is waiting for the view to be shown."""
        return self._stale

    @Slot()
    def mark_stale(self) -> None:
        self._stale = True
        if self.isVisible():
            self._refresh_now()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._refresh_now()

    def _refresh_now(self) -> None:
        self._stale = False
        self.refresh()

    def refresh(self) -> None:
        """Start the computations for what the view shows; overridden by each view."""
        raise NotImplementedError
