#!/usr/bin/env bash
# Installs everything the tests need and runs the whole suite headless, then the linters.
# Extra arguments go to pytest, e.g.  bash scripts/test.sh tests/core -x
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
venv=${VENV:-.venv}

bash scripts/system-deps.sh test
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -e '.[test]'

export QT_QPA_PLATFORM=offscreen
# One worker per core (pytest-xdist), at most 4: on CI's 2 cores the suite takes 7 to 9 minutes
# instead of 14, which keeps the whole CI run (installers and Wine included) well inside its
# 30 minutes.  `-n 0` among the arguments runs it in one process.
"$venv/bin/python" -m pytest --numprocesses=auto --maxprocesses=4 "$@"
"$venv/bin/ruff" check riskgui tests benchmarks packaging
"$venv/bin/ruff" format --check riskgui tests benchmarks packaging
"$venv/bin/mypy"
"$venv/bin/lint-imports"
echo "riskgui: tests and linters passed"
