"""The Simulation tab: the estimate converging on the exact value, and every ending.

``tab`` builds the tab from ``convergence_plot`` and ``outcome_plot``.
"""
