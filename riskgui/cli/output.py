"""What the commands' answers share: the header, JSON, the rows shown, the writing to stdout,
an answer cut short by Ctrl-C, how far a long run is, on stderr for a person to read, and
the reading of an input file (or stdin) of bounded size.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from riskgui.core.report.counting import CONVENTION, Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import duration_text, stop_phrase
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label

STDIN = "-"  # the file name that means standard input

# Outcomes rarer than this are counted and summed in one line unless --all asks for each.
RARE = 1e-4  # 0.01 %
# A longer table of a battle's endings shows this many, the rest summed around them.
MAX_ROWS = 20


def read_input(path: str, name: str, limit: int, what: str, newline: str | None = None) -> str:
    """The text of the file ``path`` (``STDIN``: standard input), without a byte-order mark;
    ValueError naming ``name`` when it cannot be read, is not UTF-8 or is over ``limit``
    characters (``what`` says why that is too long).  ``newline`` as for ``open``."""
    try:
        if path == STDIN:
            text = sys.stdin.read(limit + 1)
        else:
            with open(path, encoding="utf-8", newline=newline) as file:
                text = file.read(limit + 1)
    except UnicodeDecodeError as error:
        raise ValueError(f"{name} is not text (UTF-8): byte {error.start + 1:,}") from None
    except OSError as error:
        raise ValueError(f"cannot read {name}: {error.strerror or error}") from None
    if len(text) > limit:
        raise ValueError(f"{name} is over {limit:,} characters: {what}")
    return text.removeprefix("\ufeff")  # the byte-order mark some Windows editors write


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a command that has something to show: what it computed until then.

    ``main`` prints ``partial_answer`` (already marked as interrupted) and exits with 130.
    """

    def __init__(self, partial_answer: str) -> None:
        super().__init__(partial_answer)
        self.partial_answer = partial_answer


def json_text(data: Any, indent: int | None = 2) -> str:
    import json  # only for --json: every millisecond of start-up shows on a small answer

    return json.dumps(data, indent=indent)


def headline(attackers: int, defenders: int | str) -> str:
    """ "4 on the territory vs 2": the attackers counted as the header then explains."""
    return f"{attackers} {Counting.ON_TERRITORY.where} vs {defenders}"


def header(args: argparse.Namespace, rules: Rules, what: str) -> str:
    """``what``, then how attackers are counted, the rules and when the attack stops."""
    stop = stop_phrase(args.stop_at)
    return f"{what}\n  attackers = {CONVENTION}\n  rules: {rules_label(rules)}; attack {stop}"


def frequent_rows(
    rows: Sequence[tuple[str, float]], every_row: bool
) -> tuple[list[str], str | None]:
    """The (line, probability) rows worth a line, and one line counting and summing the rest.

    A battle of 5,000 against 3 ends in 1,200 ways, most under one in a million: only
    those of at least 0.01 % get a line, unless ``every_row``.  The second value is
    None when nothing was left out.
    """
    if every_row:
        return [line for line, _ in rows], None
    shown = [line for line, probability in rows if probability >= RARE]
    rare = [probability for _, probability in rows if probability < RARE]
    if not rare:
        return shown, None
    ways = "outcome" if len(rare) == 1 else "outcomes"
    return shown, (
        f"... and {len(rare):,} more {ways} under 0.01 % each, "
        f"{format_percent(math.fsum(rare))} in all (--all lists every one)"
    )


def likely_rows(rows: Sequence[tuple[str, float]], every_row: bool) -> list[str]:
    """The lines of a battle's table of endings, the attacker's best first (``rows`` as
    for ``frequent_rows``): ``frequent_rows``' when they are ``MAX_ROWS`` or fewer.

    Else (100 against 100 ends in 95 ways of at least 0.01 %) the ``MAX_ROWS`` consecutive
    rows around the likeliest one that are likeliest together, and one line above and one
    below counting and summing the rows left out on that side.
    """
    shown, rare = frequent_rows(rows, every_row)
    if every_row or len(shown) <= MAX_ROWS:
        return [*shown, *([rare] if rare else [])]
    chances = [probability for _, probability in rows]
    mode = chances.index(max(chances))
    starts = range(max(0, mode - MAX_ROWS + 1), min(mode, len(rows) - MAX_ROWS) + 1)
    first = max(starts, key=lambda start: math.fsum(chances[start : start + MAX_ROWS]))
    above, below = chances[:first], chances[first + MAX_ROWS :]
    hint = " (--all lists every one)"
    return [
        *([_left_out(above, "attacker") + ("" if below else hint)] if above else []),
        *(line for line, _ in rows[first : first + MAX_ROWS]),
        *([_left_out(below, "defender") + hint] if below else []),
    ]


def _left_out(chances: Sequence[float], side: str) -> str:
    ways = "outcome" if len(chances) == 1 else "outcomes"
    chance = format_percent(math.fsum(chances))
    return f"... {len(chances):,} {ways} better for the {side}, {chance} in all"


def print_answer(text: str) -> None:
    """``text`` and a newline on stdout; a reader that stops early is no error."""
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: the reader has all it wants
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


class Progress:
    """How far a long run is: one line on stderr, rewritten in place, for a person to read.

    Only when stderr is a terminal: a pipe or a file gets nothing, so scripts, logs and
    the recorded outputs read the answer alone.  The line is rewritten at most every
    ``INTERVAL_S``; ``clear`` wipes it before the answer is printed.
    """

    INTERVAL_S = 0.25

    def __init__(
        self,
        total: int,
        noun: str,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._stream = sys.stderr if stream is None else stream
        self.shown = _is_terminal(self._stream)
        self._total, self._noun, self._clock = total, noun, clock
        self._started = clock()
        self._written = -math.inf
        self._width = 0  # of the line now on screen

    def say(self, line: str) -> None:
        """A line of its own for the person at the terminal (nothing if there is none)."""
        if self.shown:
            self.clear()
            self._write(line + "\n")

    def update(self, done: int) -> None:
        now = self._clock()
        if not self.shown or now - self._written < self.INTERVAL_S:
            return
        self._written = now
        line = progress_line(done, self._total, self._noun, now - self._started)
        line = line[: _columns(self._stream) - 1]  # a wrapped line could not be rewritten
        self._write("\r" + line.ljust(self._width))
        self._width = len(line)

    def clear(self) -> None:
        if self._width:
            self._write("\r" + " " * self._width + "\r")
            self._width = 0

    def _write(self, text: str) -> None:
        self._stream.write(text)
        self._stream.flush()


def tell(line: str, stream: TextIO | None = None) -> None:
    """A line on stderr for the person at the terminal; a pipe or a file gets nothing, as
    with ``Progress``."""
    stream = sys.stderr if stream is None else stream
    if _is_terminal(stream):
        stream.write(line + "\n")
        stream.flush()


def progress_line(done: int, total: int, noun: str, seconds: float) -> str:
    """ "1,200,000 of 100,000,000 battles (1 %), about 6 min 40 s left"."""
    line = f"{done:,} of {total:,} {noun} ({done / total * 100:.0f} %)"
    if 0 < done < total and seconds >= 1:
        line += f", about {duration_text(seconds * (total - done) / done)} left"
    return line


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except ValueError:  # closed
        return False


def _columns(stream: TextIO) -> int:
    try:
        return os.get_terminal_size(stream.fileno()).columns or 80
    except (OSError, ValueError):
        return 80
