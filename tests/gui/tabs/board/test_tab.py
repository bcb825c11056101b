"""The Board tab as a player uses it: the example answered when it first shows, the
position edited by clicks, fields and keys, the search restarted and stopped, files
opened and saved."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from riskgui.core.board.answer import answer_board
from riskgui.core.board.request import request_from_json
from riskgui.gui.tabs.board.example import example_position
from riskgui.gui.tabs.board.inputs import board_json
from tests.gui.tabs.board.helpers import (
    click_territory,
    heavy_position,
    type_on_map,
    wait_for_answer,
)


@pytest.mark.slow
def test_the_example_is_answered_when_the_tab_first_shows(qtbot, make_board):
    view = make_board(show=False)
    assert view.result is None and not view.running  # nothing computed while hidden
    view.show()
    answer = wait_for_answer(qtbot, view)
    assert board_json(view.inputs) == example_position()
    expected = answer_board(request_from_json(example_position()))
    assert answer.legs == expected.legs
    assert [(a.number, a.between) for a in view.scene.arrows] == [
        (n, (leg["from"], leg["to"])) for n, leg in enumerate(expected.legs, start=1)
    ]
    assert view.header.plan_line.text().startswith("A plan fixed now: ")
    assert view.scene.territories["Siam"].shown.drafted == 3  # the draft, on the map
    text = view.plan_box.text.toPlainText()
    assert "Draft: 3 onto Siam" in text and "A card" in text and "Bonus" in text
    assert "Siam \u2192 Indonesia" in text
    assert view.plan_box.turn_button.isEnabled()


@pytest.mark.slow
def test_a_click_chooses_a_territory_and_its_fields_edit_it(qtbot, board):
    wait_for_answer(qtbot, board)
    click_territory(qtbot, board, "Indonesia")
    assert board.current == "Indonesia"
    form = board.territory_form
    assert form.owner_combo.currentText() == "Blue" and form.armies_spin.value() == 2
    assert board.scene.territories["Indonesia"].shown.current
    form.armies_spin.setValue(6)
    form.owner_combo.setCurrentText("Green")
    form.owner_combo.activated.emit(form.owner_combo.findText("Green"))
    assert board.inputs.armies["Indonesia"] == 6 and board.inputs.owners["Indonesia"] == "Green"
    assert board.scene.territories["Indonesia"].shown.armies == 6
    assert board.changed  # the plan on screen is of the position before
    assert board.scene.territories["Siam"].shown.drafted == 0
    assert board.header.plan_line.toolTip().startswith("The position changed")


@pytest.mark.slow
def test_a_click_on_a_name_chooses_its_territory(qtbot, board):
    wait_for_answer(qtbot, board)
    for territory in ("Ukraine", "Western Australia"):
        label = board.scene.names[territory]
        point = board.map_view.mapFromScene(label.rect.center())
        QTest.mouseClick(board.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert board.current == territory


@pytest.mark.slow
def test_typing_a_new_owner_adds_a_player(qtbot, board):
    click_territory(qtbot, board, "Japan")
    combo = board.territory_form.owner_combo
    combo.setCurrentText("Purple")
    combo.lineEdit().editingFinished.emit()
    assert board.inputs.owners["Japan"] == "Purple"
    assert "Purple" in board.inputs.players
    assert any("Purple" in text for text in board.scene.player_legend.texts)


@pytest.mark.slow
def test_keys_on_the_map_set_armies_and_owner_and_tab_steps_on(qtbot, board):
    click_territory(qtbot, board, "Siam")
    type_on_map(qtbot, board, "15")
    assert board.inputs.armies["Siam"] == 15
    qtbot.keyClick(board.map_view, Qt.Key.Key_Backspace)
    assert board.inputs.armies["Siam"] == 1
    type_on_map(qtbot, board, "g")
    assert board.inputs.owners["Siam"] == "Green"
    qtbot.keyClick(board.map_view, Qt.Key.Key_Tab)
    assert board.current == "Indonesia"  # the next in the map's order
    type_on_map(qtbot, board, "4r")
    assert (board.inputs.armies["Indonesia"], board.inputs.owners["Indonesia"]) == (4, "Red")
    qtbot.keyClick(board.map_view, Qt.Key.Key_Backtab)
    assert board.current == "Siam"
    type_on_map(qtbot, board, "+")
    assert board.inputs.armies["Siam"] == 2


@pytest.mark.slow
def test_a_position_that_is_not_a_board_plan_says_why_and_cannot_be_searched(qtbot, board):
    wait_for_answer(qtbot, board)
    board.territory_form.me_combo.activated.emit(board.territory_form.me_combo.findText("Blue"))
    assert board.inputs.me == "Blue"
    assert board.goal_form.find_button.isEnabled()
    kind = board.goal_form.kind_combo
    kind.setCurrentIndex(kind.findData("territories"))
    kind.activated.emit(kind.currentIndex())
    assert board.header.message.text() == "The goal must name at least one territory."
    assert not board.goal_form.find_button.isEnabled()
    click_territory(qtbot, board, "Ural")
    assert board.inputs.goal.picked == ("Ural",)
    assert board.header.message.text() == "" and board.goal_form.find_button.isEnabled()
    # A click on a territory of Blue's chooses it to edit, and picks nothing.
    blue = next(t for t, owner in board.inputs.owners.items() if owner == "Blue")
    click_territory(qtbot, board, blue)
    assert board.current == blue and board.inputs.goal.picked == ("Ural",)
    board.goal_form.find_button.click()
    answer = wait_for_answer(qtbot, board)
    assert answer.request.goal.territories == ("Ural",) and answer.request.position.me == "Blue"


@pytest.mark.slow
def test_a_new_search_replaces_the_one_running_and_esc_stops_it(qtbot, board):
    wait_for_answer(qtbot, board)
    shown = board.result
    board.load(heavy_position())
    assert board.running and board.goal_form.stop_button.isEnabled()
    board.on_find()  # again: the first is replaced, not queued
    assert board.running
    board.map_view.setFocus()
    qtbot.keyClick(board.map_view, Qt.Key.Key_Escape)
    assert not board.running and not board.goal_form.stop_button.isEnabled()
    assert board.header.message.text().startswith("Stopped")
    qtbot.wait(100)
    assert board.result is None or board.result is shown  # nothing from the stopped runs
    assert board.scene.arrows == []


@pytest.mark.slow
def test_the_stop_button_stops_a_search(qtbot, board):
    board.load(heavy_position())
    assert board.running
    board.goal_form.stop_button.click()
    assert not board.running


@pytest.mark.slow
def test_a_position_saved_opens_again(qtbot, board, tmp_path, monkeypatch, documents):
    wait_for_answer(qtbot, board)
    click_territory(qtbot, board, "Siam")
    type_on_map(qtbot, board, "12")
    board.goal_form.draft_spin.setValue(5)
    saved = board_json(board.inputs)
    started_in = []

    def save_dialog(parent, title, start, filters):
        started_in.append(start)
        return str(tmp_path / "games" / "friday"), ""

    (tmp_path / "games").mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    board.header.save_button.click()
    path = tmp_path / "games" / "friday.json"
    assert json.loads(path.read_text(encoding="utf-8")) == saved
    assert saved["position"]["Siam"] == ["Red", 12] and saved["draft"] == {"armies": 5}
    assert started_in == [str(documents / "riskgui-board.json")]
    assert board.header.message.text() == f"Saved {path}"

    board.load(example_position())
    wait_for_answer(qtbot, board)

    def open_dialog(parent, title, start, filters):
        started_in.append(start)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_dialog)
    board.header.open_button.click()
    answer = wait_for_answer(qtbot, board)
    assert board_json(board.inputs) == saved
    assert answer.request == request_from_json(saved)
    assert started_in[1] == str(tmp_path / "games")  # where the last position went


@pytest.mark.slow
def test_a_position_with_only_a_goal_opens_and_is_answered_as_the_tab_asks(
    qtbot, board, tmp_path, monkeypatch
):
    # As the positions players keep (shared/positions/midgame.json): no legs, no search.
    data = {key: value for key, value in example_position().items() if key != "search"}
    path = tmp_path / "midgame.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    wait_for_answer(qtbot, board)
    board.load(heavy_position(), answer=False)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    board.header.open_button.click()
    assert board.header.message.text() == f"Opened {path}"
    answer = wait_for_answer(qtbot, board)
    assert board_json(board.inputs) == example_position()
    assert answer.request == request_from_json(example_position())
    assert board.header.advice.headline.text().startswith("Take Australia: ")


@pytest.mark.slow
def test_a_bad_file_is_refused_and_the_position_stays(qtbot, board, tmp_path, monkeypatch):
    data = example_position()
    del data["position"]["Japan"]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    board.header.open_button.click()
    assert board.header.message.text() == (
        "Could not open short.json: the position leaves out Japan: list every territory"
    )
    assert board_json(board.inputs) == example_position()


@pytest.mark.slow
def test_a_file_with_legs_is_answered_as_given(qtbot, board, tmp_path, monkeypatch):
    data = example_position()
    del data["search"]
    data["legs"] = [{"from": "Siam", "to": "Indonesia", "move": "best"}]
    data["goal"] = ["Indonesia"]
    path = tmp_path / "legs.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    board.header.open_button.click()
    qtbot.waitUntil(lambda: board.result is not None and not board.running, timeout=10_000)
    assert board.result.found is None and len(board.scene.arrows) == 1
    assert "The legs as given" in board.plan_box.text.toPlainText()


@pytest.mark.slow
def test_ctrl_wheel_zooms_and_a_resize_fits_the_board(qtbot, board):
    view = board.map_view
    view.zoom_by(1.5)
    assert view.zoom == 1.5 and view.transform().m11() > 0
    scale = view.transform().m11()
    board.resize(board.width() - 100, board.height())
    qtbot.waitUntil(lambda: view.transform().m11() < scale)
    assert view.zoom == 1.5
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0
    whole = view.mapFromScene(view.sceneRect()).boundingRect()
    assert whole.width() <= view.viewport().width() + 1
    assert whole.height() <= view.viewport().height() + 1


@pytest.mark.slow
def test_the_position_box_keeps_its_width_from_territory_to_territory(qtbot, board):
    wait_for_answer(qtbot, board)
    widths = set()
    for territory in ("Ural", "Western United States", "Northwest Territory", "Siam"):
        click_territory(qtbot, board, territory)
        assert territory in board.territory_form.name_label.text()
        widths.add(board.territory_form.sizeHint().width())
    assert len(widths) == 1
