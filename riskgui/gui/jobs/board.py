"""The Board tab's job: a board plan answered (the best plan searched for, or the legs
given evaluated), stopping within milliseconds of being cancelled: the search checks
its token between the plans it bounds and evaluates."""

from __future__ import annotations

from collections.abc import Iterator

from riskgui.core.board.answer import BoardAnswer, answer_board
from riskgui.core.board.request import BoardRequest
from riskgui.core.cancel import CancelToken


def board_job(request: BoardRequest, token: CancelToken) -> Iterator[BoardAnswer]:
    """One result, which holds its request, so it is never shown against another."""
    yield answer_board(request, token)
