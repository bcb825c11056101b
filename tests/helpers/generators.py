"""Running the core's generators (progress as yields, the result as the return value)."""

from collections.abc import Generator
from typing import Any


def finish(work: Generator[None, None, Any]) -> Any:
    """Run a generator that yields progress to the end and return its value."""
    while True:
        try:
            next(work)
        except StopIteration as finished:
            return finished.value


def run_campaign(*args: Any, **kwargs: Any) -> Any:
    from riskgui.core.campaign.simulate import simulate_campaign

    return finish(simulate_campaign(*args, **kwargs))
