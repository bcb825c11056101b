"""What the commands share in their output: the rows shown and the progress on stderr."""

import io

import pytest

from riskgui.cli.output import Progress, frequent_rows, likely_rows, tell


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_is_rewritten_in_place_a_few_times_a_second_then_cleared():
    screen, clock = Terminal(), Clock()
    progress = Progress(10_000, "battles", screen, clock)
    progress.update(0)
    first = "0 of 10,000 battles (0 %)"
    assert screen.getvalue() == "\r" + first
    clock.now += Progress.INTERVAL_S / 2
    progress.update(500)  # too soon: the line stays as it is
    assert screen.getvalue() == "\r" + first
    clock.now = 102.0
    progress.update(1_000)
    second = "1,000 of 10,000 battles (10 %), about 18 s left"
    assert screen.getvalue() == "\r" + first + "\r" + second
    clock.now = 120.0
    progress.update(10_000)
    third = "10,000 of 10,000 battles (100 %)"
    progress.clear()
    # The shorter line is padded over the longer one, then wiped.
    assert screen.getvalue().endswith(
        "\r" + second + "\r" + third.ljust(len(second)) + "\r" + " " * len(third) + "\r"
    )
    progress.clear()  # nothing on screen: nothing to wipe
    assert screen.getvalue().endswith(" " * len(third) + "\r")


def test_a_line_is_told_to_a_terminal_and_to_nothing_else():
    screen, file = Terminal(), io.StringIO()
    tell("riskgui-cli: between 29.57 % and 50.09 % so far", screen)
    tell("riskgui-cli: between 29.57 % and 50.09 % so far", file)
    assert screen.getvalue() == "riskgui-cli: between 29.57 % and 50.09 % so far\n"
    assert file.getvalue() == ""


def test_a_shorter_progress_line_covers_the_longer_one_before_it():
    screen, clock = Terminal(), Clock()
    progress = Progress(10_000, "battles", screen, clock)
    clock.now += 5
    progress.update(1)
    longer = screen.getvalue()[1:]
    clock.now += 1
    progress.say("riskgui-cli: about 6 min of dice")
    assert screen.getvalue().endswith(
        "\r" + " " * len(longer) + "\rriskgui-cli: about 6 min of dice\n"
    )


def test_nothing_is_written_when_stderr_is_not_a_terminal():
    pipe = io.StringIO()
    progress = Progress(10, "battles", pipe)
    progress.update(3)
    progress.say("riskgui-cli: about 6 min of dice")
    progress.clear()
    assert not progress.shown and pipe.getvalue() == ""


def test_a_progress_line_never_wraps():
    screen = Terminal()
    Progress(10**30, "battles of a very long name " * 5, screen).update(10**29)
    assert len(screen.getvalue()) == 1 + 79  # "\r", then a line narrower than 80 columns


@pytest.mark.parametrize("every_row", [False, True])
def test_frequent_rows_count_and_sum_the_rare_ones(every_row):
    rows = [("a", 0.5), ("b", 0.00009), ("c", 0.49), ("d", 0.00001), ("e", 0.0001)]
    shown, rest = frequent_rows(rows, every_row)
    if every_row:
        assert shown == ["a", "b", "c", "d", "e"] and rest is None
    else:
        assert shown == ["a", "c", "e"]
        assert (
            rest
            == "... and 2 more outcomes under 0.01 % each, 0.01 % in all (--all lists every one)"
        )


def test_likely_rows_are_the_frequent_ones_when_twenty_or_fewer():
    rows = [(f"row {k}", 0.04) for k in range(20)] + [("rare", 0.00005)]
    assert likely_rows(rows, False) == [
        *(f"row {k}" for k in range(20)),
        "... and 1 more outcome under 0.01 % each, 0.01 % in all (--all lists every one)",
    ]
    assert likely_rows(rows, True) == [line for line, _ in rows]


def test_likely_rows_sum_what_is_left_out_on_each_side():
    rows = [("top", 0.001), *((f"row {k}", 0.04) for k in range(21)), ("bottom", 0.002)]
    assert likely_rows(rows, False) == [
        "... 1 outcome better for the attacker, 0.10 % in all",
        *(f"row {k}" for k in range(20)),
        "... 2 outcomes better for the defender, 4.20 % in all (--all lists every one)",
    ]
    assert likely_rows(rows, True) == [line for line, _ in rows]


def test_likely_rows_keep_the_likeliest_row_in_sight():
    # The first 20 rows are likelier together, but the single likeliest row is the last.
    rows = [*((f"row {k}", 0.04) for k in range(20)), ("dip", 0.0),
            *((f"low {k}", 0.001) for k in range(19)), ("peak", 0.05)]  # fmt: skip
    assert likely_rows(rows, False) == [
        "... 21 outcomes better for the attacker, 80.00 % in all (--all lists every one)",
        *(f"low {k}" for k in range(19)),
        "peak",
    ]
