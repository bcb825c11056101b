"""``sentence``: a message from the core (lower case, no full stop, as the CLI prints it)
made a sentence for the window, the one way every tab does it."""

from __future__ import annotations

ENDINGS = (".", "!", "?", "\u2026")


def sentence(message: str) -> str:
    """ "leg 2: Siam and Japan do not border" -> "Leg 2: Siam and Japan do not border.";
    only the first letter is raised (names keep their capitals, the rest is not lowered),
    and a message that ends a sentence already ("Why?") gets no full stop."""
    text = message.strip()
    if not text:
        return ""
    return text[:1].upper() + text[1:] + ("" if text.endswith(ENDINGS) else ".")
