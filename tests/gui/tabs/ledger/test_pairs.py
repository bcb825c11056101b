"""The Pairs tab says in words who had the better dice against whom."""

import re

import pytest

pytestmark = pytest.mark.slow  # the tab over a game night


def column(table, title):
    titles = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    c = titles.index(title)
    return [table.item(r, c).text() for r in range(table.rowCount())]


def test_in_words_names_the_luckier_player_and_the_other(tab):
    table = tab.pairs
    named = set()
    for luckier, words in zip(column(table, "Luckier"), column(table, "In words")):
        said = re.match(r"(\w+) against (\w+): ", words)
        assert said is not None, words
        assert said[1] == luckier.split()[0]  # the luckier one first
        named.add(frozenset(said.groups()))
    met = {frozenset((pair.first, pair.second)) for pair in tab.report.pairs}
    assert named == met and table.rowCount() == len(met) == 6
