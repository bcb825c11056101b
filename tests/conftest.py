"""Shared test set-up: Qt runs offscreen, every test using Qt is marked ``gui``, and the
luck ledger is a temporary file in every test."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if {"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(autouse=True)
def ledger_file(monkeypatch, tmp_path):
    """The luck ledger in a temporary folder: tests never touch the player's real ledger
    (the window's session and ``riskgui-cli ledger`` read ``RISKGUI_LEDGER``)."""
    path = tmp_path / "ledger" / "ledger.sqlite"
    monkeypatch.setenv("RISKGUI_LEDGER", str(path))
    return path
