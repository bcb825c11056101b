"""riskgui: exact odds and a live dice simulator for Risk battles."""

__version__ = "0.1.0"
