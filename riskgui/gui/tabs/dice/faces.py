"""Dice drawn as dice: pips, sorted, each compared pair linked, the loser marked."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from riskgui.core.dice.round import Round
from riskgui.core.dice.throws import Scored
from riskgui.gui.kit.plot_style import ATTACKER, DEFENDER

# Pip positions on a 3 x 3 grid (column, row) for faces 1 to 9; larger faces show digits.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    7: ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2)),
    8: ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)),
    9: tuple((c, r) for r in range(3) for c in range(3)),
}


@dataclass(frozen=True)
class DiceFaces:
    """What the widget shows: each side's kept dice best score first, then any dropped.

    ``*_scores`` hold what each kept die counts for after modifiers (empty while rolling).
    """

    attacker: tuple[int, ...]
    defender: tuple[int, ...]
    attacker_wins: tuple[bool, ...] = ()  # one per compared pair; empty while rolling
    attacker_scores: tuple[int, ...] = ()
    defender_scores: tuple[int, ...] = ()


def _shown_order(faces: tuple[int, ...], kept: tuple[Scored, ...]) -> tuple[int, ...]:
    """The kept dice in pairing order, then the dropped ones, highest first."""
    dropped = list(faces)
    for die in kept:
        dropped.remove(die.face)
    return tuple(die.face for die in kept) + tuple(sorted(dropped, reverse=True))


def faces_of(played: Round) -> DiceFaces:
    return DiceFaces(
        _shown_order(played.attacker_faces, played.attacker_kept),
        _shown_order(played.defender_faces, played.defender_kept),
        tuple(pair.attacker_wins for pair in played.pairs),
        tuple(die.score for die in played.attacker_kept),
        tuple(die.score for die in played.defender_kept),
    )


def _modifier(face: int, scores: tuple[int, ...], rank: int) -> str:
    """``+1`` where a kept die counts for more (or less) than it shows."""
    if rank >= len(scores) or scores[rank] == face:
        return ""
    return f"{scores[rank] - face:+d}"


def describe_faces(faces: DiceFaces | None) -> str:
    """The dice as text, for screen readers and tooltips."""
    if faces is None or not faces.attacker:
        return "No dice rolled yet."
    text = (
        f"Attacker rolled {', '.join(map(str, faces.attacker))}; "
        f"defender rolled {', '.join(map(str, faces.defender))}."
    )
    pairs = []
    for rank, wins in enumerate(faces.attacker_wins):
        a, d = faces.attacker[rank], faces.defender[rank]
        a_mod = _modifier(a, faces.attacker_scores, rank)
        d_mod = _modifier(d, faces.defender_scores, rank)
        a_text = f"{a} ({a_mod})" if a_mod else str(a)
        d_text = f"{d} ({d_mod})" if d_mod else str(d)
        pairs.append(f"{a_text} {'beats' if wins else 'loses to'} {d_text}")
    return text + (" " + "; ".join(pairs) + "." if pairs else "")


def cross_centre_and_radius(rect: QRectF) -> tuple[QPointF, float]:
    """Where the "lost" mark of the die in ``rect`` is drawn: on its top right corner."""
    radius = rect.width() * 0.2
    return QPointF(rect.right() + radius * 0.05, rect.top() - radius * 0.05), radius


class DiceWidget(QWidget):
    """Paints one round of dice: the attacker's on the left, the defender's on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceWidget")
        self.setAccessibleName("Dice")
        self.setMinimumSize(160, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._faces: DiceFaces | None = None
        self._placeholder = (3, 2)
        self._most_dice = 3
        self._update_text()

    def sizeHint(self) -> QSize:
        return QSize(420, 300)

    @property
    def faces(self) -> DiceFaces | None:
        return self._faces

    def show_faces(self, faces: DiceFaces) -> None:
        self._faces = faces
        self._update_text()
        self.update()

    def show_placeholder(self, attacker_dice: int, defender_dice: int) -> None:
        """Empty dice for the next roll."""
        self._faces = None
        self._placeholder = (attacker_dice, defender_dice)
        self._update_text()
        self.update()

    def set_most_dice(self, most: int) -> None:
        """The most dice a side can show in this battle: every die is drawn at that size."""
        self._most_dice = max(1, most)
        self.update()

    def die_size(self) -> float:
        """The side of a die in pixels: the same for 1 v 1 as for 3 v 2."""
        title_height = self._title_height()
        side = min((self.height() - title_height) / (self._rows() * 1.3), self.width() * 0.22)
        return max(side, 8.0)

    def die_rect(self, column: str, rank: int) -> QRectF:
        """Where the ``rank``-th die (0: the highest) of "attacker" or "defender" is drawn."""
        side = self.die_size()
        gap = side * 0.3
        title_height = self._title_height()
        rows = self._rows()
        # Dice fill the rows from the top of a block sized for the most dice, so a die
        # keeps its place from round to round.
        top = title_height + (self.height() - title_height - rows * side - (rows - 1) * gap) / 2
        centre = 0.27 if column == "attacker" else 0.73
        return QRectF(self.width() * centre - side / 2, top + rank * (side + gap), side, side)

    def _rows(self) -> int:
        faces = self._faces
        count_a = len(faces.attacker) if faces else self._placeholder[0]
        count_d = len(faces.defender) if faces else self._placeholder[1]
        return max(self._most_dice, count_a, count_d, 1)

    def _title_height(self) -> float:
        return max(self.fontMetrics().height() * 1.6, self.height() * 0.08)

    def _update_text(self) -> None:
        text = describe_faces(self._faces)
        self.setToolTip(text)
        self.setAccessibleDescription(text)

    # ----- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_color = palette.color(QPalette.ColorRole.WindowText)
        background = palette.color(QPalette.ColorRole.Window)
        faces = self._faces
        count_a = len(faces.attacker) if faces else self._placeholder[0]
        count_d = len(faces.defender) if faces else self._placeholder[1]
        side = self.die_size()
        gap = side * 0.3

        painter.setPen(text_color)
        title_font = QFont(painter.font())
        title_font.setPixelSize(int(min(max(side * 0.2, 11), 24)))
        painter.setFont(title_font)
        title_height = self._title_height()
        for column, label in (("attacker", "Attacker"), ("defender", "Defender")):
            x = self.die_rect(column, 0).left()
            painter.drawText(
                QRectF(x - side, 0, side * 3, title_height), Qt.AlignmentFlag.AlignCenter, label
            )

        pairs = len(faces.attacker_wins) if faces else 0
        for rank in range(pairs):
            assert faces is not None
            wins = faces.attacker_wins[rank]
            a_rect, d_rect = self.die_rect("attacker", rank), self.die_rect("defender", rank)
            painter.setPen(QPen(ATTACKER if wins else DEFENDER, max(2.0, side * 0.06)))
            painter.drawLine(
                QPointF(a_rect.right() + gap * 0.3, a_rect.center().y()),
                QPointF(d_rect.left() - gap * 0.3, d_rect.center().y()),
            )
        for column, color, count in (
            ("attacker", ATTACKER, count_a),
            ("defender", DEFENDER, count_d),
        ):
            for rank in range(count):
                rect = self.die_rect(column, rank)
                if faces is None:
                    self._paint_empty(painter, rect, color)
                    continue
                face = (faces.attacker if column == "attacker" else faces.defender)[rank]
                if rank < pairs:
                    wins = faces.attacker_wins[rank]
                    lost = wins if column == "defender" else not wins
                else:
                    lost = False
                unused = bool(faces.attacker_wins) and rank >= pairs
                painter.setOpacity(0.5 if lost or unused else 1.0)
                self._paint_die(painter, rect, face, color)
                painter.setOpacity(1.0)
                if lost:
                    self._paint_cross(painter, rect, text_color, background)
                scores = faces.attacker_scores if column == "attacker" else faces.defender_scores
                badge = _modifier(face, scores, rank)
                if badge:
                    self._paint_badge(painter, rect, badge, text_color, column == "attacker")
        painter.end()

    @staticmethod
    def _paint_die(painter: QPainter, rect: QRectF, face: int, color: QColor) -> None:
        radius = rect.width() * 0.16
        painter.setPen(QPen(color.darker(160), max(1.0, rect.width() * 0.03)))
        painter.setBrush(color)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        if face in PIPS:
            cell = rect.width() / 4
            pip = rect.width() * 0.09
            for col, row in PIPS[face]:
                centre = QPointF(rect.left() + cell * (col + 1), rect.top() + cell * (row + 1))
                painter.drawEllipse(centre, pip, pip)
        else:
            font = QFont(painter.font())
            font.setPixelSize(max(6, int(rect.height() * 0.5)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(face))

    @staticmethod
    def _paint_empty(painter: QPainter, rect: QRectF, color: QColor) -> None:
        radius = rect.width() * 0.16
        painter.setPen(QPen(color, max(1.0, rect.width() * 0.03), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(rect.height() * 0.45)))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")

    @staticmethod
    def _paint_cross(painter: QPainter, rect: QRectF, disc: QColor, mark: QColor) -> None:
        """A small crossed disc on the die's corner: marks the loser without hiding a pip.

        The disc takes the text's colour and the cross and ring the window's, so it stands
        out on a light palette (black on white) and a dark one (light on dark) alike.
        """
        centre, radius = cross_centre_and_radius(rect)
        painter.setPen(QPen(mark, max(1.0, radius * 0.15)))
        painter.setBrush(disc)
        painter.drawEllipse(centre, radius, radius)
        arm = radius * 0.45
        pen = QPen(mark, max(1.5, radius * 0.25))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(arm, -arm), centre + QPointF(-arm, arm))

    @staticmethod
    def _paint_badge(
        painter: QPainter, rect: QRectF, text: str, color: QColor, on_left: bool
    ) -> None:
        """The modifier beside the die, on the side away from the pair's line."""
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(rect.height() * 0.28)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(color)
        width = rect.width() * 0.6
        left = rect.left() - width - 2 if on_left else rect.right() + 2
        badge = QRectF(left, rect.bottom() - rect.height() * 0.4, width, rect.height() * 0.4)
        align = Qt.AlignmentFlag.AlignRight if on_left else Qt.AlignmentFlag.AlignLeft
        painter.drawText(badge, align | Qt.AlignmentFlag.AlignVCenter, text)
