import json

import pytest


def test_table_csv(run_cli):
    code, out, _ = run_cli("table", 5, 3, "--csv")
    rows = [line.split(",") for line in out.strip().splitlines()]
    assert code == 0 and rows[0] == ["attackers\\defenders", "1", "2", "3"]
    assert [r[0] for r in rows[1:]] == ["2", "3", "4", "5"]
    assert float(rows[3][2]) == pytest.approx(6610505 / 10077696, rel=1e-15)


@pytest.mark.slow
def test_a_table_shows_only_the_rows_that_attack(run_cli):
    code, out, _ = run_cli("table", 6, 3, "--stop-at", 4, "--csv")
    rows = out.strip().splitlines()[1:]
    assert code == 0 and [row.split(",")[0] for row in rows] == ["5", "6"]
    report = json.loads(run_cli("table", 6, 3, "--stop-at", 4, "--json")[1])
    assert report["attackers"] == [5, 6] and len(report["win_probability"]) == 2
