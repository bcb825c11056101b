#!/usr/bin/env bash
# Installs riskgui into .venv (with the system libraries Qt needs) and launches it.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
venv=${VENV:-.venv}

bash scripts/system-deps.sh app
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet .
exec "$venv/bin/riskgui" "$@"
