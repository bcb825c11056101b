"""The Pairs tab says in words who had the better dice against whom."""

import pytest

pytestmark = pytest.mark.slow  # the tab over a game night


def column(table, title):
    titles = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    c = titles.index(title)
    return [table.item(r, c).text() for r in range(table.rowCount())]


def test_in_words_names_the_luckier_player_and_the_other(tab):
    table = tab.pairs
    assert table.rowCount() == 6
    for players, luckier, words in zip(
        column(table, "Players"), column(table, "Luckier"), column(table, "In words")
    ):
        first, second = players.split(" \u2013 ")
        lucky = luckier.split()[0]
        other = second if lucky == first else first
        assert words.startswith(f"{lucky} against {other}: "), words
