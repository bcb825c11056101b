"""Shared by the CLI's tests: ``run_cli`` runs ``riskgui-cli`` in-process."""

from collections.abc import Callable

import pytest

from riskgui.cli.main import main

RunCli = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run_cli(capsys: pytest.CaptureFixture[str]) -> RunCli:
    """``run_cli("odds", 4, 2)``: the exit code, stdout and stderr of ``riskgui-cli odds 4 2``."""

    def run(*arguments: object) -> tuple[int, str, str]:
        code = main([str(argument) for argument in arguments])
        out, err = capsys.readouterr()
        return code, out, err

    return run
