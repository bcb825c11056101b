"""Shared test set-up: Qt runs offscreen, every test using Qt is marked ``gui``, every test
of the whole main window ``slow``, and the luck ledger is a temporary file in every test.

``slow`` marks a test of about half a second or more (the whole window, a search, a brute
force): ``pytest -m "not slow"`` is the quick loop of daily work, CI runs everything."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if {"qtbot", "qapp"} & fixtures:
            item.add_marker(pytest.mark.gui)
        if "window" in fixtures:  # the whole main window: a second or more to build
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def ledger_file(monkeypatch, tmp_path):
    """The luck ledger in a temporary folder: tests never touch the player's real ledger
    (the window's session and ``riskgui-cli ledger`` read ``RISKGUI_LEDGER``)."""
    path = tmp_path / "ledger" / "ledger.sqlite"
    monkeypatch.setenv("RISKGUI_LEDGER", str(path))
    return path
