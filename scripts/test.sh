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
"$venv/bin/python" -m pytest "$@"
"$venv/bin/ruff" check riskgui tests benchmarks packaging
"$venv/bin/ruff" format --check riskgui tests benchmarks packaging
"$venv/bin/mypy"
"$venv/bin/lint-imports"
echo "riskgui: tests and linters passed"
