"""Every computation the window asks for, as a plain generator that runs without Qt.

A job is called with a ``CancelToken`` and yields immutable results of one type; every
``yield`` and every ``CancelToken.check`` inside the core is a point where a cancelled job
stops.  One module per feature: ``battle`` (the exact answer and the simulation),
``dice``, ``compare``, ``campaign``, ``heatmap`` (the Planner tab's), ``strategy``, ``turn``,
``ledger`` (the report and the Ledger tab's views), ``board`` (the plan fixed now),
``advice`` (the Board tab's advice, which keeps its solved game to follow the position).

Imports only the core, never Qt (an import-linter contract checks it); run by
``kit.runner.JobRunner`` and tested without threads.
"""
