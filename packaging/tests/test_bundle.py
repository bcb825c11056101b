"""The frozen app and its Linux installers, as a friend would receive them."""

import json
import os
import shutil
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from .conftest import DIST, ROOT, VERSION

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packages")
MB = 2**20
DROPPED = ("Qt6Quick", "Qt6Qml", "Qt6Pdf", "Qt6Network", "Qt6VirtualKeyboard", "Qt6EglFS",
           "libqeglfs", "libqvnc", "libqlinuxfb", "libqpdf")  # fmt: skip


def files_under(path: Path) -> list[str]:
    return [str(p.relative_to(path)) for p in path.rglob("*")]


def executable(onedir: Path) -> Path:
    return onedir / ("riskgui.exe" if sys.platform == "win32" else "riskgui")


def smoke(app: Path, tmp_path: Path, platform: str, wrapper: tuple[str, ...] = ()) -> dict:
    report = tmp_path / f"smoke-{platform}.json"
    env = {**os.environ, "QT_QPA_PLATFORM": platform, "HOME": str(tmp_path)}
    done = subprocess.run(
        [*wrapper, str(app), "--smoke", "--smoke-report", str(report)],
        capture_output=True, text=True, timeout=180, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    result = json.loads(report.read_text())
    shutil.copy(report, DIST / report.name)  # kept for the closing figures
    print(f"\n{platform}: {json.dumps(result['timings'])}")
    return result


def test_onedir_holds_the_app_and_not_the_dropped_qt_pieces(onedir):
    names = files_under(onedir)
    assert executable(onedir).is_file()
    for piece in DROPPED:
        assert not [n for n in names if piece in n], f"{piece} was bundled"
    assert not [n for n in names if "/translations/" in n.replace("\\", "/")]
    for kept in ("Qt6OpenGL", "Qt6OpenGLWidgets", "Qt6Svg"):
        assert [n for n in names if kept in n], f"{kept} is missing (pyqtgraph needs it)"
    assert [n for n in names if n.endswith(("riskgui.svg",))], "the window icon is missing"


def test_onedir_size(onedir):
    size = sum(p.stat().st_size for p in onedir.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"\nonedir: {size / MB:.0f} MB")
    assert size <= 210 * MB


def test_frozen_app_passes_the_smoke_test_offscreen(onedir, tmp_path):
    result = smoke(executable(onedir), tmp_path, "offscreen")
    assert result["ok"] and result["riskgui"] == VERSION
    assert result["qt_platform"] == "offscreen"


@linux
def test_frozen_app_runs_on_a_real_x_server(onedir, tmp_path):
    assert shutil.which("xvfb-run"), "xvfb-run missing: bash scripts/system-deps.sh installers"
    result = smoke(executable(onedir), tmp_path, "xcb", ("xvfb-run", "-a"))
    assert result["ok"] and result["qt_platform"] == "xcb"


@linux
def test_tarball_unpacks_to_a_runnable_app(onedir, tmp_path):
    tarball = DIST / f"riskgui-{VERSION}-linux-x86_64.tar.gz"
    with tarfile.open(tarball) as archive:
        member = archive.getmember(f"riskgui-{VERSION}/riskgui")
        assert member.isfile() and member.mode & 0o111


def dpkg_deb(*args: str) -> str:
    return subprocess.run(["dpkg-deb", *args], capture_output=True, text=True, check=True).stdout


@linux
def test_deb_control_data():
    deb = DIST / f"riskgui_{VERSION}_amd64.deb"
    print(f"\n.deb: {deb.stat().st_size / MB:.0f} MB")
    assert deb.stat().st_size <= 60 * MB
    info = dpkg_deb("-I", str(deb))
    fields = dict(
        line.strip().split(": ", 1)
        for line in info.splitlines()
        if line.startswith(" ") and ": " in line
    )
    assert fields["Package"] == "riskgui" and fields["Version"] == VERSION
    assert fields["Architecture"] == "amd64"
    depends = [d.strip() for d in fields["Depends"].split(",")]
    glibc = os.confstr("CS_GNU_LIBC_VERSION").split()[1]
    assert f"libc6 (>= {glibc})" in depends
    for library in ("libgl1", "libegl1", "libxcb1", "libfontconfig1", "libxkbcommon-x11-0",
                    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1"):  # fmt: skip
        assert library in depends


@linux
def test_deb_file_list_and_desktop_integration(tmp_path):
    deb = DIST / f"riskgui_{VERSION}_amd64.deb"
    listing = dpkg_deb("-c", str(deb))
    assert "./usr/bin/riskgui -> ../../opt/riskgui/riskgui" in listing
    for path in ("./opt/riskgui/riskgui", "./usr/share/applications/riskgui.desktop",
                 "./usr/share/metainfo/io.github.riskgui.riskgui.metainfo.xml",
                 "./usr/share/icons/hicolor/16x16/apps/riskgui.png",
                 "./usr/share/icons/hicolor/256x256/apps/riskgui.png",
                 "./usr/share/icons/hicolor/scalable/apps/riskgui.svg"):  # fmt: skip
        assert path in listing, path
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    desktop = root / "usr/share/applications/riskgui.desktop"
    validated = subprocess.run(
        ["desktop-file-validate", str(desktop)], capture_output=True, text=True
    )
    assert validated.returncode == 0 and validated.stdout == "", validated.stdout
    metainfo = root / "usr/share/metainfo/io.github.riskgui.riskgui.metainfo.xml"
    checked = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                             capture_output=True, text=True)  # fmt: skip
    assert checked.returncode == 0, checked.stdout
    # The installed payload itself runs.
    result = smoke(root / "opt/riskgui/riskgui", tmp_path, "offscreen")
    assert result["ok"]


def test_icons_hold_every_size():
    icons = ROOT / "build" / "icons"
    ico = (icons / "riskgui.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert sizes == {16, 24, 32, 48, 64, 128, 256}
    icns = (icons / "riskgui.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    for kind in (b"icp4", b"ic07", b"ic10"):
        assert kind in icns
