"""Checks the app runs on itself: the smoke test of a build (``smoke``), the GUI-thread
garbage collector (``gc_guard``).

Imported only by ``app``.
"""
