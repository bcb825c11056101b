#!/usr/bin/env bash
# Builds the frozen app and the Linux installers, then tests them: offscreen, under Xvfb
# with the real xcb platform plugin, and the .deb's metadata and payload.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh installers
python=${PYTHON_BUILD:-}
if [ -z "$python" ]; then
    for candidate in python3.11 python3; do
        if command -v "$candidate" >/dev/null && "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
            python=$candidate
            break
        fi
    done
fi
[ -n "$python" ] || { echo "riskgui: building the installers needs Python 3.11 (set PYTHON_BUILD)" >&2; exit 1; }
"$python" packaging/build.py
[ -x .venv/bin/python ] || { "$python" -m venv .venv && .venv/bin/python -m pip install --quiet pytest; }
.venv/bin/python -m pytest packaging/tests -p no:cacheprovider
