"""What the commands' answers share: the header line, JSON, and the writing to stdout."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from riskgui.core.report.counting import CONVENTION
from riskgui.core.report.wording import stop_phrase
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label


def json_text(data: Any, indent: int | None = 2) -> str:
    import json  # only for --json: every millisecond of start-up shows on a small answer

    return json.dumps(data, indent=indent)


def header(args: argparse.Namespace, rules: Rules, what: str) -> str:
    """``what``, then how attackers are counted, the rules and when the attack stops."""
    stop = stop_phrase(args.stop_at)
    return f"{what}\n  attackers = {CONVENTION}\n  rules: {rules_label(rules)}; attack {stop}"


def print_answer(text: str) -> None:
    """``text`` and a newline on stdout; a reader that stops early is no error."""
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: the reader has all it wants
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
