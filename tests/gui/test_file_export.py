"""The File menu's files: charts whose SVG looks like their PNG, CSVs Excel reads, and
dialogs that open in the player's documents, then where the last file went."""

import math
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QFileDialog, QWidget

from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.export import battle_report
from riskgui.gui.file_export import FileExport
from tests.helpers.window import set_battle, wait_for_exact, wait_for_fraction

BOM = b"\xef\xbb\xbf"


def grey(image: QImage, factor: int = 4) -> QImage:
    """Smaller and grey: antialiasing and hinting differ, where things are does not."""
    small = image.convertToFormat(QImage.Format.Format_ARGB32).scaled(
        image.width() // factor,
        image.height() // factor,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    return small.convertToFormat(QImage.Format.Format_Grayscale8)


def differing_share(png: QImage, drawn: QImage) -> float:
    """The share of the pictures' (downscaled) pixels more than 64 grey levels apart."""
    on_white = QImage(png.size(), QImage.Format.Format_ARGB32)
    on_white.fill(QColor("white"))
    painter = QPainter(on_white)
    painter.drawImage(0, 0, drawn)
    painter.end()
    first, second = grey(png), grey(on_white)
    pixels = [(x, y) for x in range(first.width()) for y in range(first.height())]
    apart = [
        p for p in pixels if abs(first.pixelColor(*p).value() - second.pixelColor(*p).value()) > 64
    ]
    return len(apart) / len(pixels)


def drawn_by_qt(svg: Path, size: QSize) -> QImage:
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    return image


def drawn_by_librsvg(svg: Path, size: QSize) -> QImage | None:
    """librsvg's picture, as GNOME, ImageMagick and many converters draw it (if installed)."""
    if shutil.which("rsvg-convert") is None:
        return None
    png = svg.with_suffix(".rsvg.png")
    subprocess.run(["rsvg-convert", "-w", str(size.width()), "-o", str(png), str(svg)], check=True)
    return QImage(str(png))


def scaled_groups(svg: Path) -> list[tuple[ET.Element, list[ET.Element]]]:
    """Each group drawn under a transform that stretches, with the groups it lies in."""
    found = []

    def walk(element: ET.Element, outer: list[ET.Element]) -> None:
        for child in element:
            a, b, c, d = (
                float(v) for v in child.get("transform", "matrix(1,0,0,1,0,0)")[7:-1].split(",")[:4]
            )
            if not (math.isclose(a * a + b * b, 1) and math.isclose(c * c + d * d, 1)):
                found.append((child, outer))
            walk(child, [*outer, child])

    walk(ET.parse(svg).getroot(), [])
    return found


def clipped(outer: list[ET.Element]) -> bool:
    """Inside a group clipped to a plot area, as a PNG clips data to its axes."""
    return any(group.get("clip-path", "").startswith("url(#plotArea") for group in outer)


def export(window, monkeypatch, name, target):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.files.on_export_chart(name)
    assert target.stat().st_size > 500, target


def assert_svg_looks_like_png(png: Path, svg: Path) -> None:
    picture = QImage(str(png))
    # Axes at another scale than the data differ on about 1 % of the pixels; a faithful
    # SVG on none, or a few where antialiasing or a symbol at the very edge differs.
    assert differing_share(picture, drawn_by_qt(svg, picture.size())) < 0.001, svg.name
    by_librsvg = drawn_by_librsvg(svg, picture.size())
    if by_librsvg is not None:
        assert differing_share(picture, by_librsvg) < 0.001, f"{svg.name} in librsvg"


def test_every_chart_exported_as_svg_looks_like_its_png(qtbot, window, monkeypatch, tmp_path):
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    window.simulation_panel.seed_edit.setValue(21)
    window.simulation_panel.trials_spin.setValue(5_000)  # the band and the estimate too
    with qtbot.waitSignal(window.simulationFinished, timeout=30_000):
        window.simulation_panel.on_run()
    window.tabs.setCurrentWidget(window.campaign_view)
    window.tabs.setCurrentWidget(window.turn_view)  # the example plan is answered
    window.tabs.setCurrentWidget(window.heatmap_view)
    window.heatmap_view.draw_button.click()
    window.tabs.setCurrentWidget(window.compare_view)
    qtbot.waitUntil(lambda: all(window.chart_problem(name) is None for name in window.charts()))
    for name in window.charts():
        png, svg = tmp_path / f"{name}.png", tmp_path / f"{name}.svg"
        export(window, monkeypatch, name, png)
        export(window, monkeypatch, name, svg)
        assert "<path" in svg.read_text()  # vector, not an embedded picture only
        assert_svg_looks_like_png(png, svg)
        # A line one pixel wide under a stretching transform needs vector-effect, which
        # librsvg, ImageMagick, resvg and CairoSVG ignore: there it is a wide band.
        for group, outer in scaled_groups(svg):  # the data
            thin = [s for s in group if s.get("vector-effect") == "non-scaling-stroke"]
            assert group.get("stroke", "none") == "none" or not thin, (name, group.attrib)
            assert clipped(outer), (name, group.attrib)


def test_a_zoomed_chart_stays_inside_its_axes_in_svg(qtbot, window, monkeypatch, tmp_path):
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    chart = window.simulation_tab.outcome_plot.getPlotItem()
    chart.setXRange(1, 6, padding=0)
    chart.setYRange(2, 7, padding=0)  # the bars of 4, 5 and 6 reach above the axes
    png, svg = tmp_path / "zoomed.png", tmp_path / "zoomed.svg"
    export(window, monkeypatch, "Outcomes", png)
    export(window, monkeypatch, "Outcomes", svg)
    assert all(clipped(outer) for _, outer in scaled_groups(svg))  # the data
    by_librsvg = drawn_by_librsvg(svg, QImage(str(png)).size())
    if by_librsvg is not None:
        assert differing_share(QImage(str(png)), by_librsvg) < 0.001


def test_a_chart_that_cannot_be_written_is_reported(qtbot, window, monkeypatch, tmp_path):
    wait_for_exact(qtbot, window)
    for suffix in (".png", ".svg"):
        target = tmp_path / "no-such-folder" / f"chart{suffix}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, t=target, **k: (str(t), ""))
        window.files.on_export_chart("Outcomes")
        assert f"Could not write {target}" in window.error_label.text()


def test_saved_csv_is_utf8_with_a_byte_order_mark(qtbot, window, monkeypatch, tmp_path):
    set_battle(window, 4, 2)
    wait_for_fraction(qtbot, window)
    target = tmp_path / "results.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.files.on_save_results()
    data = target.read_bytes()
    assert data.startswith(BOM + b"convention,")  # Excel on Windows then reads it as UTF-8
    assert "standard rules \u2014 3d6".encode() in data
    assert b"win_fraction,6610505/10077696\n" in data


# ----- where the dialogs open -----------------------------------------------------------------
@pytest.fixture
def asked(monkeypatch, tmp_path):
    """The folder each save dialog opened in; each answers with a file in ``saved/``."""
    folders: list[str] = []
    (tmp_path / "saved").mkdir()

    def dialog(parent, title, start, filters):
        folders.append(os.path.dirname(start))
        return str(tmp_path / "saved" / os.path.basename(start)), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    return folders


def file_export(qtbot, settings=None):
    parent = QWidget()
    qtbot.addWidget(parent)
    report = battle_report(solve_battle(4, 2))
    return FileExport(parent, lambda: report, dict, lambda name: None, settings)


def test_dialogs_open_in_documents_then_where_the_last_file_went(
    qtbot, window, documents, asked, tmp_path
):
    wait_for_exact(qtbot, window)
    window.files.on_save_results()
    window.files.on_save_results()
    window.files.on_export_chart("Outcomes")
    assert asked == [str(documents), str(tmp_path / "saved"), str(tmp_path / "saved")]


@pytest.mark.slow
def test_the_last_folder_is_remembered_across_restarts(qtbot, documents, asked, tmp_path):
    settings = QSettings(str(tmp_path / "riskgui.ini"), QSettings.Format.IniFormat)
    file_export(qtbot, settings).on_save_results()
    file_export(qtbot, settings).on_save_results()  # the next session
    assert asked == [str(documents), str(tmp_path / "saved")]


@pytest.mark.slow
def test_a_remembered_folder_that_is_gone_falls_back_to_documents(
    qtbot, documents, asked, tmp_path
):
    settings = QSettings(str(tmp_path / "riskgui.ini"), QSettings.Format.IniFormat)
    settings.setValue("files/lastFolder", str(tmp_path / "removed"))
    file_export(qtbot, settings).on_save_results()
    assert asked == [str(documents)]


@pytest.mark.slow
def test_the_window_remembers_the_last_folder_across_restarts(
    qtbot, settings, documents, asked, tmp_path
):
    from riskgui.gui.main_window import MainWindow

    for _ in range(2):  # two sessions on the same settings
        window = MainWindow(settings)
        qtbot.addWidget(window)
        wait_for_exact(qtbot, window)
        window.files.on_save_results()
        window.close()
    assert asked == [str(documents), str(tmp_path / "saved")]
