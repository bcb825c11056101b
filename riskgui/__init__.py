"""riskgui: exact odds and a live dice simulator for Risk battles.

- ``core``: the battles, plans, board and ledger in plain Python and NumPy, never Qt.
- ``gui``: the desktop app (PySide6 + pyqtgraph), views of the core's answers.
- ``cli``: ``riskgui-cli``, one module per command over the same core.
"""

__version__ = "0.1.0"
