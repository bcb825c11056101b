"""Export and import: an export imported elsewhere is the same ledger."""

import pytest

from riskgui.core.ledger.model import Entry, Fought
from riskgui.core.rules.model import CLASSIC
from riskgui.gui.ledger.exchange import export_to, import_from
from riskgui.gui.ledger.session import LedgerSession
from tests.gui.ledger.helpers import recording


@pytest.mark.slow
def test_an_export_imported_elsewhere_is_the_same_ledger(session, tmp_path):
    recording(session, "Friday").record_rounds([((6, 5, 1), (6, 3)), ((2,), (1,))], CLASSIC)
    session.edits.add_entry(Entry("Saturday", "Ben", "Cleo", Fought((5, 3), (5, 0))))
    for fmt in ("json", "csv"):
        path = tmp_path / f"ledger.{fmt}"
        assert export_to(session, path, fmt) == 3
        assert export_to(session, tmp_path / f"friday.{fmt}", fmt, "Friday") == 2
        other = LedgerSession(tmp_path / f"other-{fmt}.sqlite")
        assert import_from(other, path) == 3
        assert import_from(other, path) == 0  # twice adds nothing
        assert other.entries(None) == session.entries(None)
        assert other.evenings() == session.evenings()
        other.shutdown()
    with pytest.raises(ValueError, match="json or csv"):
        export_to(session, tmp_path / "x.txt", "txt")
    with pytest.raises(ValueError, match="could not read"):
        import_from(session, tmp_path / "missing.json")


def test_the_games_at_the_table_go_with_a_json_export(session, tmp_path):
    from riskgui.core.board.map import load_map
    from riskgui.core.game.play import new_game
    from riskgui.core.game.steps import Place, Round

    board = load_map("classic")
    owners = {t: ("Anna", "Ben")[k % 2] for k, t in enumerate(board.territories)}
    start = new_game(board, ("Anna", "Ben"), owners, dict.fromkeys(owners, 3))
    game_id = session.ledger.start_game("Friday", start)
    session.ledger.play(game_id, Place("Alaska", start.due))
    played = session.ledger.play(game_id, Round("Alaska", "Alberta", (6, 6, 6), (1, 1)))
    path = tmp_path / "ledger.json"
    export_to(session, path, "json")
    other = LedgerSession(tmp_path / "other.sqlite")
    assert import_from(other, path) == 1
    import_from(other, path)
    [info] = other.ledger.games()
    assert other.ledger.game(info.id).state == played.state and info.steps == 2
    other.shutdown()
