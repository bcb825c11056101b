"""The riskgui desktop app (PySide6 + pyqtgraph)."""
