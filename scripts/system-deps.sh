#!/usr/bin/env bash
# Installs the system libraries riskgui needs, on Debian/Ubuntu, when they are missing.
#   bash scripts/system-deps.sh test   # what the headless test suite needs
#   bash scripts/system-deps.sh app    # plus what a real window on X11 needs
#   bash scripts/system-deps.sh installers   # plus Xvfb and the .desktop/AppStream validators
#   bash scripts/system-deps.sh windows   # Wine, NSIS, mingw-w64 and Xvfb: the Windows build
set -euo pipefail
purpose=${1:-app}

# Qt's offscreen platform still loads GL, EGL, fontconfig and xkbcommon.
packages=(libgl1 libegl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3)
if [ "$purpose" = windows ]; then
    packages=(wine wine64 nsis gcc-mingw-w64-x86-64-win32 binutils-mingw-w64-x86-64 xvfb xauth)
fi
# The xcb platform plugin of Qt >= 6.5 needs these on top (xcb-cursor0 is the usual miss).
[ "$purpose" != test ] && [ "$purpose" != windows ] && packages+=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
    libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
# Building and testing the frozen app: a virtual X server and the validators.
[ "$purpose" = installers ] && packages+=(xvfb xauth desktop-file-utils appstream)
# `python3 -m venv` needs ensurepip, which Debian ships separately.
python3 -c 'import ensurepip, venv' 2>/dev/null || packages+=(python3-venv)

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    echo "riskgui: not a Debian-like system; make sure these (or your distribution's equivalents) are installed: ${packages[*]}" >&2
    exit 0
fi
installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}
missing=()
for package in "${packages[@]}"; do
    # t64 renames (Ubuntu 24.04+) satisfy the same need; each name is asked on its own,
    # since dpkg-query fails for a name it does not know even when the other is installed.
    installed "$package" || installed "${package}t64" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "riskgui: please install as root: ${missing[*]}" >&2; exit 1; }
    sudo=sudo
fi
echo "riskgui: installing system packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# On distributions that renamed a library (e.g. libglib2.0-0t64), apt resolves the old name.
if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null; }; then
    # Launching must not hang on a mirror's hiccup: the app says itself what it lacks.
    [ "$purpose" = app ] || exit 1
    echo "riskgui: could not install ${missing[*]}; trying to start anyway" >&2
fi
