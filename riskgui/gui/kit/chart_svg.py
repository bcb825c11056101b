"""A chart as a file: PNG, and SVG that looks like the PNG in every viewer.

Qt records the chart's own painting into SVG; what that recording gets wrong, and how
each part is put right, is said where it is done.
"""

from __future__ import annotations

import base64
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager

import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import (
    QBuffer,
    QPoint,
    QRect,
    QRectF,
)
from PySide6.QtGui import QImage, QPainter, QPicture, QTransform
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


@contextmanager
def painted_for_export(scene: QGraphicsScene) -> Iterator[None]:
    """Every item painted afresh while the scene is recorded, in pyqtgraph's export mode:
    a cached item (the outcome bars) would replay a pixmap, and scatter symbols would be
    pixmaps outside export mode; the SVG would hold pictures of them, not shapes."""
    items = scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        if isinstance(item, pg.GraphicsItem):
            item.setExportMode(True, {"antialias": True})
    try:
        yield
    finally:
        for item, mode in zip(items, modes):
            if isinstance(item, pg.GraphicsItem):
                item.setExportMode(False)
            item.setCacheMode(mode)


def export_svg(plot: pg.PlotWidget, path: str, title: str) -> None:
    """The widget as vector SVG: QSvgGenerator records the widget's own painting.

    (pyqtgraph's SVGExporter cannot parse the path data Qt 6 writes: pyqtgraph #3485.)
    """
    buffer = QBuffer()
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(plot.size())
    generator.setViewBox(QRect(QPoint(0, 0), plot.size()))
    generator.setTitle(title)
    # The axes paint a cached QPicture, which QPainter scales by the ratio of the
    # picture's resolution to the device's (QTBUG-20361).  At QSvgGenerator's default
    # 72 dpi the axes shrank against the data; at the pictures' own they line up.
    generator.setResolution(QPicture().logicalDpiX())
    painter = QPainter(generator)
    with painted_for_export(plot.scene()):
        plot.render(painter)  # QGraphicsView.render: the scene as vector paths
    painter.end()
    with open(path, "wb") as file:
        file.write(portable_svg(bytes(buffer.data().data()), plot_areas(plot)))


# ----- SVG that every viewer draws alike ---------------------------------------------------
# Qt writes data under a scaling transform and keeps its lines one pixel wide with
# vector-effect="non-scaling-stroke", which librsvg, ImageMagick, resvg and CairoSVG
# ignore: there a curve under a 400:13 transform was hundreds of pixels wide.  Moved into
# the coordinates, the transform no longer matters.  SVG Tiny, which QSvgGenerator
# writes, cannot clip: data is clipped here, so a zoomed chart stays inside its axes.
SVG = "http://www.w3.org/2000/svg"
ET.register_namespace("", SVG)
ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
_HREF = "{http://www.w3.org/1999/xlink}href"
Matrix = tuple[float, ...]  # an SVG matrix(a, b, c, d, e, f)
PlotArea = tuple[list[Matrix], QRectF]  # the matrices its data is painted with; its rectangle
_NUMBER = r"(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"
_PAIR = re.compile(_NUMBER + "," + _NUMBER)
_LINES = {f"{{{SVG}}}{tag}" for tag in ("path", "polyline", "polygon")}
_THIN = "non-scaling-stroke"


def plot_areas(plot: pg.PlotWidget) -> list[PlotArea]:
    to_view = plot.viewportTransform()
    boxes = [item for item in plot.scene().items() if isinstance(item, pg.ViewBox)]
    return [
        (_matrices(b.childGroup, to_view), to_view.mapRect(b.sceneBoundingRect())) for b in boxes
    ]


def _matrices(item: QGraphicsItem, to_view: QTransform) -> list[Matrix]:
    """The SVG matrices the item and everything in it are painted with."""
    t = item.sceneTransform() * to_view
    inside = [m for child in item.childItems() for m in _matrices(child, to_view)]
    return [(t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy()), *inside]


def _close(a: Matrix, b: Matrix) -> bool:  # to the six significant digits Qt writes
    return all(abs(x - y) <= 1e-4 * max(1.0, abs(x), abs(y)) for x, y in zip(a, b))


def _bake(group: ET.Element, m: Matrix) -> None:
    """Move the transform of a group of one-pixel lines into their coordinates."""
    lines = list(group)
    if not lines or not all(s.tag in _LINES and s.get("vector-effect") == _THIN for s in lines):
        return  # fills scale as they should: only such lines need it

    def mapped(pair: re.Match[str]) -> str:
        x, y = float(pair[1]), float(pair[2])
        return f"{m[0] * x + m[2] * y + m[4]:.6g},{m[1] * x + m[3] * y + m[5]:.6g}"

    for line in lines:  # Qt writes absolute commands only (M, L, C, Z): every pair maps
        for name in ("d", "points"):
            if name in line.attrib:
                line.set(name, _PAIR.sub(mapped, line.attrib[name]))
    group.set("transform", "matrix(1,0,0,1,0,0)")


def portable_svg(data: bytes, areas: list[PlotArea]) -> bytes:
    root = ET.fromstring(data)
    root.set("version", "1.1")  # clipping is SVG 1.1, not Tiny
    root.attrib.pop("baseProfile", None)
    defs = ET.SubElement(root, f"{{{SVG}}}defs")  # another: SVG allows any number
    for number, (_, r) in enumerate(areas):
        clip = ET.SubElement(defs, f"{{{SVG}}}clipPath", id=f"plotArea{number}")
        box = {"x": r.x(), "y": r.y(), "width": r.width(), "height": r.height()}
        ET.SubElement(clip, f"{{{SVG}}}rect", {k: f"{v:.6g}" for k, v in box.items()})
    scaled = [
        (parent, group, m)
        for parent in root.iter()
        for group in parent
        if group.tag == f"{{{SVG}}}g"
        and (m := _parse_matrix(group.get("transform", "")))
        and m[:4] != (1, 0, 0, 1)  # moved only: lines keep their width, no data is drawn so
    ]
    for parent, group, m in scaled:
        _bake(group, m)
        for image in group.iter(f"{{{SVG}}}image"):
            _sharpen(image, m)
        area = next((n for n, (ms, _) in enumerate(areas) if any(_close(m, a) for a in ms)), None)
        if area is not None:
            wrapper = ET.Element(f"{{{SVG}}}g", {"clip-path": f"url(#plotArea{area})"})
            parent[list(parent).index(group)] = wrapper
            wrapper.append(group)
    return b'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root)


def _sharpen(image: ET.Element, m: Matrix) -> None:
    """A stretched image enlarged cell by cell: librsvg smooths the heat map's cells."""
    header, _, encoded = image.get(_HREF, "").partition("base64,")
    picture = QImage.fromData(base64.b64decode(encoded))
    if picture.isNull() or m[1] or m[2]:
        return
    drawn = (abs(m[0]) * float(image.get("width", 0)), abs(m[3]) * float(image.get("height", 0)))
    kx, ky = (max(1, min(64, math.ceil(d / n))) for d, n in zip(drawn, picture.size().toTuple()))
    if kx * ky > 1:
        buffer, bigger = QBuffer(), picture.scaled(picture.width() * kx, picture.height() * ky)
        bigger.save(buffer, "PNG")  # type: ignore[call-overload]  # PySide takes str, not bytes
        image.set(_HREF, header + "base64," + base64.b64encode(buffer.data().data()).decode())


def _parse_matrix(text: str) -> Matrix | None:
    found = re.fullmatch(r"matrix\(([^)]*)\)", text.strip())
    values = tuple(float(v) for v in found[1].split(",")) if found else ()
    return values if len(values) == 6 else None


def export_png(plot: pg.PlotWidget, path: str) -> None:
    image = ImageExporter(plot.getPlotItem()).export(toBytes=True)
    if not isinstance(image, QImage) or not image.save(path):
        raise OSError("cannot write the image")
