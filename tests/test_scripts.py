"""The install scripts: apt runs only for what is missing, and a launch never waits on it."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
SYSTEM_DEPS = ROOT / "scripts" / "system-deps.sh"

pytestmark = pytest.mark.skipif(
    shutil.which("dpkg-query") is None, reason="Debian-like systems only"
)


def fake_tools(tmp_path: Path, dpkg_status: str | None, apt_exit: int) -> dict[str, str]:
    """apt-get (and sudo) that record their calls; optionally a dpkg-query that lies."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "apt-calls"
    (bin_dir / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {calls}\nexit {apt_exit}\n')
    (bin_dir / "sudo").write_text('#!/bin/sh\nexec "$@"\n')
    if dpkg_status is not None:
        (bin_dir / "dpkg-query").write_text(f"#!/bin/sh\nprintf '{dpkg_status}'\n")
    for tool in bin_dir.iterdir():
        tool.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}


def run_deps(purpose: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(SYSTEM_DEPS), purpose], capture_output=True, text=True, env=env, timeout=60
    )


@pytest.mark.slow
def test_nothing_runs_apt_when_every_library_is_there(tmp_path):
    # The test command installed the test libraries before pytest started.
    env = fake_tools(tmp_path, dpkg_status=None, apt_exit=0)
    done = run_deps("test", env)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "apt-calls").exists(), "apt-get ran although nothing was missing"


@pytest.mark.slow
def test_a_failing_mirror_does_not_stop_the_launch(tmp_path):
    env = fake_tools(tmp_path, dpkg_status="unknown ok not-installed", apt_exit=100)
    done = run_deps("app", env)
    assert done.returncode == 0
    assert "trying to start anyway" in done.stderr
    assert (tmp_path / "apt-calls").read_text().startswith("update")


@pytest.mark.slow
def test_a_failing_mirror_fails_the_test_setup(tmp_path):
    env = fake_tools(tmp_path, dpkg_status="unknown ok not-installed", apt_exit=100)
    assert run_deps("test", env).returncode == 1
