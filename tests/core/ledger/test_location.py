from pathlib import Path

import platformdirs
import pytest

from riskgui.core.ledger.location import default_ledger_path, ledger_path


def test_the_default_ledger_lives_in_the_platforms_data_folder(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("RISKGUI_LEDGER", raising=False)
    expected = platformdirs.user_data_path("riskgui", appauthor=False) / "ledger.sqlite"
    assert default_ledger_path() == expected
    assert ledger_path(None) == expected


def test_the_environment_points_elsewhere(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("RISKGUI_LEDGER", str(tmp_path / "club.sqlite"))
    assert default_ledger_path() == tmp_path / "club.sqlite"
    assert ledger_path(None) == tmp_path / "club.sqlite"
    assert ledger_path("") == tmp_path / "club.sqlite"


def test_a_blank_environment_variable_is_ignored(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("RISKGUI_LEDGER", "  ")
    assert default_ledger_path().name == "ledger.sqlite"
    assert default_ledger_path().parent == platformdirs.user_data_path("riskgui", appauthor=False)


def test_a_given_file_wins_over_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("RISKGUI_LEDGER", str(tmp_path / "club.sqlite"))
    assert ledger_path(str(tmp_path / "mine.sqlite")) == tmp_path / "mine.sqlite"
    assert ledger_path("~/mine.sqlite") == Path.home() / "mine.sqlite"
