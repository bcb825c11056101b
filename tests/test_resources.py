"""Installer art and runtime resources agree."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_window_icon_is_the_svg_master():
    # The package ships a copy (package data can't reach outside the package).
    master = ROOT / "resources" / "riskgui.svg"
    assert (ROOT / "riskgui" / "gui" / "icons" / "riskgui.svg").read_bytes() == master.read_bytes()


def test_desktop_entry_launches_the_installed_command():
    entry = dict(
        line.split("=", 1)
        for line in (ROOT / "resources" / "riskgui.desktop").read_text().splitlines()
        if "=" in line
    )
    assert entry["Exec"] == "riskgui" and entry["Icon"] == "riskgui"
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
