"""Checks the app runs on itself: the smoke test of a build, the GUI-thread collector.

Imported only by ``app``.
"""
