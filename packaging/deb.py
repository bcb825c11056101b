"""A .deb of the frozen app: /opt/riskgui, /usr/bin/riskgui, desktop entry, metainfo, icons."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# What the bundle does not carry: the C library and the system's graphics, fonts and X.
SYSTEM_DEPENDS = (
    "libgl1", "libegl1", "libxcb1", "libfontconfig1", "libxkbcommon-x11-0",
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
)  # fmt: skip


def glibc_version() -> str:
    return os.confstr("CS_GNU_LIBC_VERSION").split()[1]  # "glibc 2.36" -> "2.36"


def control(version: str, installed_kib: int) -> str:
    depends = ", ".join((f"libc6 (>= {glibc_version()})", *SYSTEM_DEPENDS))
    return (
        "Package: riskgui\n"
        f"Version: {version}\n"
        "Architecture: amd64\n"
        "Maintainer: riskgui developers <riskgui@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Homepage: https://github.com/riskgui/riskgui\n"
        "Description: exact odds and live dice simulations for Risk battles\n"
        " Set the armies on both sides and see the exact probability that the attack\n"
        " conquers the territory, the distribution of survivors, and a simulation of\n"
        " real dice converging on it; play a battle round by round at the table.\n"
    )


def build_deb(onedir: Path, icons: Path, version: str, out: Path) -> Path:
    staging = out.parent / "deb-root"
    shutil.rmtree(staging, ignore_errors=True)
    app_dir = staging / "opt" / "riskgui"
    shutil.copytree(onedir, app_dir, symlinks=True)
    bin_dir = staging / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "riskgui").symlink_to("../../opt/riskgui/riskgui")
    share = staging / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "riskgui.desktop", share / "applications")
    (share / "metainfo").mkdir()
    shutil.copy(ROOT / "resources" / "io.github.riskgui.riskgui.metainfo.xml", share / "metainfo")
    for size in HICOLOR_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy(icons / f"riskgui-{size}.png", target / "riskgui.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "riskgui.svg", scalable / "riskgui.svg")

    size = sum(f.stat().st_size for f in staging.rglob("*") if f.is_file() and not f.is_symlink())
    (staging / "DEBIAN").mkdir()
    (staging / "DEBIAN" / "control").write_text(control(version, (size + 1023) // 1024))
    for path in staging.rglob("*"):  # dpkg wants 0755 directories, whatever the umask
        if path.is_dir():
            path.chmod(0o755)
    # xz level 4: 58 MB in 45 s here; level 6 saves 2 MB for 10 s more, zstd misses 60 MB.
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "-z4", "--build", str(staging), str(out)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(staging)
    return out
