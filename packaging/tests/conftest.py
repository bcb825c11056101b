"""Tests of the built artefacts in dist/: run after `python packaging/build.py`."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
VERSION = re.search(r'__version__ = "([^"]+)"', (ROOT / "riskgui" / "__init__.py").read_text())[1]


@pytest.fixture(scope="session")
def onedir():
    path = DIST / "riskgui"
    if not path.is_dir():
        pytest.fail("dist/riskgui is missing: run `python packaging/build.py` first")
    return path
