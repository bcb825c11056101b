"""Render the SVG master icon to PNGs, a Windows .ico and a macOS .icns.

Run with the build environment's Python: python packaging/icons.py SVG OUT_DIR
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128),
    (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024),
)  # fmt: skip


def render_pngs(svg: Path, out: Path) -> dict[int, Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - keeps Qt alive
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the icon {svg}")
    pngs = {}
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = out / f"riskgui-{size}.png"
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"cannot write {path}")
        pngs[size] = path
    return pngs


def write_ico(pngs: dict[int, Path], path: Path) -> None:
    """ICO with PNG-compressed images (Windows Vista and later read them)."""
    images = [(size, pngs[size].read_bytes()) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    path.write_bytes(header + entries + data)


def write_icns(pngs: dict[int, Path], path: Path) -> None:
    body = b""
    for kind, size in ICNS_TYPES:
        png = pngs[size].read_bytes()
        body += kind + struct.pack(">I", 8 + len(png)) + png
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> None:
    svg, out = Path(sys.argv[1]), Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg, out)
    write_ico(pngs, out / "riskgui.ico")
    write_icns(pngs, out / "riskgui.icns")
    print(f"icons: {len(pngs)} PNG sizes, riskgui.ico, riskgui.icns in {out}")


if __name__ == "__main__":
    main()
