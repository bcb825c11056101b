"""Build the frozen riskgui and its installers into dist/.

    python3.11 packaging/build.py

Makes (or reuses) a clean virtual environment in build/venv holding only the pinned
runtime dependencies and PyInstaller, renders the icons, freezes the app (onedir) and
packs it for this platform: on Linux riskgui-VERSION-linux-x86_64.tar.gz and
riskgui_VERSION_amd64.deb; on Windows the NSIS installer (makensis);
on macOS riskgui.app and a .dmg.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
DIST = ROOT / "dist"
REQUIREMENTS = ROOT / "packaging" / "requirements-build.txt"


def version() -> str:
    text = (ROOT / "riskgui" / "__init__.py").read_text()
    match = re.search(r'__version__ = "([^"]+)"', text)
    assert match, "no __version__ in riskgui/__init__.py"
    return match.group(1)


def run(*args: str | Path) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, cwd=ROOT)


def build_python() -> Path:
    """The build venv's Python, recreated whenever the pinned requirements change."""
    env = BUILD / "venv"
    python = env / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    stamp = env / "requirements.sha256"
    wanted = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if not (python.exists() and stamp.exists() and stamp.read_text() == wanted):
        shutil.rmtree(env, ignore_errors=True)
        venv.create(env, with_pip=True)
        run(python, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
        run(python, "-m", "pip", "install", "--quiet", "-r", REQUIREMENTS)
        stamp.write_text(wanted)
    # riskgui itself, without letting pip touch the pinned dependencies.
    run(python, "-m", "pip", "install", "--quiet", "--no-deps", "--force-reinstall", ROOT)
    return python


def freeze(python: Path) -> Path:
    svg = ROOT / "resources" / "riskgui.svg"
    run(python, ROOT / "packaging" / "icons.py", svg, BUILD / "icons")
    run(
        python, "-m", "PyInstaller", ROOT / "packaging" / "riskgui.spec", "--noconfirm",
        "--clean", "--log-level", "WARN", "--distpath", DIST, "--workpath", BUILD / "pyinstaller",
    )  # fmt: skip
    return DIST / "riskgui"


def pack_linux(onedir: Path, ver: str) -> list[Path]:
    sys.path.insert(0, str(ROOT / "packaging"))
    from deb import build_deb

    tarball = DIST / f"riskgui-{ver}-linux-x86_64.tar.gz"
    with tarfile.open(tarball, "w:gz", compresslevel=6) as archive:
        archive.add(onedir, arcname=f"riskgui-{ver}")
    deb = build_deb(onedir, BUILD / "icons", ver, DIST / f"riskgui_{ver}_amd64.deb")
    return [tarball, deb]


def pack_windows(ver: str) -> list[Path]:
    """The NSIS installer; packaging/windows/build.sh builds the same one on Linux."""
    makensis = shutil.which("makensis")
    if not makensis:
        sys.exit("NSIS (makensis) not found: install it to build the Windows installer")
    setup = DIST / f"riskgui-{ver}-windows-setup.exe"
    run(makensis, "-V2", f"-DVERSION={ver}", f"-DSOURCE_DIR={DIST / 'riskgui'}",
        f"-DICON={BUILD / 'icons' / 'riskgui.ico'}", f"-DOUTFILE={setup}",
        ROOT / "packaging" / "windows" / "riskgui.nsi")  # fmt: skip
    return [setup]


def pack_macos(ver: str) -> list[Path]:
    dmg = DIST / f"riskgui-{ver}-macos-{platform.machine()}.dmg"
    run("bash", ROOT / "packaging" / "macos" / "make_dmg.sh", DIST / "riskgui.app", dmg)
    return [dmg]


def directory_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--no-installers", action="store_true", help="only the onedir app")
    args = parser.parse_args()
    if sys.version_info[:2] != (3, 11):
        found = platform.python_version()
        sys.exit(f"build with Python 3.11 (the pinned NumPy needs it), not {found}")
    started = time.perf_counter()
    ver = version()
    for stale in (DIST / "riskgui", DIST / "riskgui.app"):
        shutil.rmtree(stale, ignore_errors=True)
    onedir = freeze(build_python())
    made = [onedir]
    if not args.no_installers:
        if sys.platform.startswith("linux"):
            made += pack_linux(onedir, ver)
        elif sys.platform == "win32":
            made += pack_windows(ver)
        elif sys.platform == "darwin":
            made += pack_macos(ver)
    print(f"\nriskgui {ver} built in {time.perf_counter() - started:.0f} s:")
    for path in made:
        size = directory_size(path) if path.is_dir() else path.stat().st_size
        print(f"  {path.relative_to(ROOT)}  {size / 2**20:.0f} MB")


if __name__ == "__main__":
    main()
