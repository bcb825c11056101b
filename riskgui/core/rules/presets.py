"""The battle rules of each Risk edition, with where each comes from.

Every preset names its source; where the rule books are silent or players read them
differently, the source says which reading riskgui takes, and that reading is a field
of ``Rules`` that a player can change under Details.
"""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.rules.model import Rules, Side, side


@dataclass(frozen=True)
class Preset:
    key: str  # for the command line: --preset KEY
    edition: str
    name: str
    rules: Rules
    source: str  # shown in the Help

    @property
    def title(self) -> str:
        return f"{self.edition}: {self.name}"


CAPITAL = side(3)
WALL = side(2, highest=1)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "classic",
        "Classic (1993/2008)",
        "standard rules",
        Rules(),
        "The 1993 and 2008 rule books: the attacker rolls up to 3 dice and must leave one "
        "army behind, the defender up to 2; ties go to the defender.",
    ),
    Preset(
        "capital",
        "Global Domination",
        "capital (3 defence dice)",
        Rules(defender=CAPITAL),
        "Risk: Global Domination (SMG Studio), capital conquest: a capital defends with up "
        "to 3 dice.",
    ),
    Preset(
        "wall",
        "Global Domination",
        "wall (+1 on the highest defence die)",
        Rules(defender=WALL),
        "Risk: Global Domination's walls: the defender adds 1 to its highest die, capped at 6. "
        "riskgui reads the bonus as Risk Legacy's capped one; untick 'Cap faces' for a 7.",
    ),
    Preset(
        "zombies",
        "Global Domination",
        "zombies (ties to the attacker)",
        Rules(ties="attacker"),
        "Risk: Global Domination's zombies win no ties: a tie goes to whoever attacks the zombies.",
    ),
    Preset(
        "capital-wall",
        "Global Domination",
        "capital with a wall",
        Rules(defender=side(3, highest=1)),
        "A capital (3 defence dice) behind a wall (+1 on the highest die): the two stack.",
    ),
    Preset(
        "capital-zombies",
        "Global Domination",
        "zombie capital",
        Rules(defender=CAPITAL, ties="attacker"),
        "A zombie-held capital: 3 defence dice, ties to the attacker.",
    ),
    Preset(
        "bonus-die",
        "Risk 2008",
        "bonus defence die (roll one more, keep the best)",
        Rules(defender=side(2, extra_dice=1)),
        "Risk (2008), the defender's bonus die: roll one more die than allowed and keep the "
        "best (3 dice, keep 2; with 1 army, 2 dice, keep 1).",
    ),
    Preset(
        "risiko",
        "Risiko! / War",
        "3 defence dice, rolled in full",
        Rules(defender=side(3, must_roll_most=True)),
        "Risiko! (Editrice Giochi, Italy) and War (Grow, Brazil): the defender rolls up to "
        "3 dice and must roll as many as it can.",
    ),
    Preset(
        "uk-1990",
        "UK/NZ c. 1990",
        "second defence die from 3 armies",
        Rules(defender=Side(armies=(1, 3))),
        "The UK and New Zealand rule books of about 1990 (and Risk II's Europe): the "
        "defender rolls a second die only with 3 or more armies.",
    ),
    Preset(
        "lotr-leader-attack",
        "Lord of the Rings",
        "leader attacking (+1 on highest)",
        Rules(attacker=side(3, highest=1), cap_faces=False),
        "Risk: The Lord of the Rings: a leader adds 1 to the highest die. The rule book "
        "does not cap it; most players count a 6 + 1 as 7, and so does riskgui.",
    ),
    Preset(
        "lotr-leader-defence",
        "Lord of the Rings",
        "leader defending (+1 on highest)",
        Rules(defender=side(2, highest=1), cap_faces=False),
        "Risk: The Lord of the Rings: a defending leader adds 1 to the highest die "
        "(uncapped, as above).",
    ),
    Preset(
        "lotr-stronghold",
        "Lord of the Rings",
        "stronghold (+1 on highest defence die)",
        Rules(defender=side(2, highest=1), cap_faces=False),
        "Risk: The Lord of the Rings: a stronghold adds 1 to the defender's highest die "
        "(uncapped, as above).",
    ),
    Preset(
        "lotr-leader-stronghold",
        "Lord of the Rings",
        "leader in a stronghold (+2 on highest)",
        Rules(defender=side(2, highest=2), cap_faces=False),
        "Risk: The Lord of the Rings: a leader defending a stronghold; both bonuses go to "
        "the highest die, the reading most players use.",
    ),
    Preset(
        "legacy-bunker",
        "Risk Legacy",
        "bunker (+1 on highest defence die)",
        Rules(defender=side(2, highest=1)),
        "Risk Legacy: a bunker adds 1 to the defender's highest die. Faces never go above 6 "
        "or below 1, and the dice are sorted again before they are compared.",
    ),
    Preset(
        "legacy-fortification",
        "Risk Legacy",
        "fortification (+1 on both defence dice)",
        Rules(defender=side(2, every=1)),
        "Risk Legacy: a fortification adds 1 to each defending die (capped at 6).",
    ),
    Preset(
        "legacy-ammo-shortage",
        "Risk Legacy",
        "ammo shortage (-1 on highest defence die)",
        Rules(defender=side(2, highest=-1)),
        "Risk Legacy: an ammo shortage takes 1 from the defender's highest die (never "
        "below 1), and the dice are sorted again.",
    ),
    Preset(
        "2210-commander-attack",
        "Risk 2210 A.D.",
        "commander attacking (one d8)",
        Rules(attacker=side(3, sides=(8, 6))),
        "Risk 2210 A.D.: an attacking commander rolls an 8-sided die in place of one d6; "
        "it is the first die rolled, so a single attacking die is the d8.",
    ),
    Preset(
        "2210-defence-d8",
        "Risk 2210 A.D.",
        "commander or space station defending (d8s)",
        Rules(defender=side(2, sides=(8,))),
        "Risk 2210 A.D.: a defending commander, or a space station, makes every defending "
        "die an 8-sided one.",
    ),
    Preset(
        "godstorm-god-of-war",
        "Risk Godstorm",
        "God of War (ties to the attacker)",
        Rules(ties="attacker"),
        "Risk Godstorm: with the God of War in the battle the attacker wins ties.",
    ),
)

_BY_KEY = {preset.key: preset for preset in PRESETS}


def preset(key: str) -> Preset:
    """The preset with this key; ValueError listing the keys if there is none."""
    try:
        return _BY_KEY[key]
    except KeyError:
        raise ValueError(f"no preset {key!r}; choose one of: {', '.join(_BY_KEY)}") from None


def find_preset(rules: Rules) -> Preset | None:
    """The first preset with exactly these rules (several editions share some)."""
    return next((p for p in PRESETS if p.rules == rules), None)


def preset_names(rules: Rules) -> str:
    """Every preset with these rules ("Risk Legacy: bunker / Global Domination: wall"), or
    "custom"."""
    return " / ".join(p.title for p in PRESETS if p.rules == rules) or "custom"


def rules_label(rules: Rules) -> str:
    """The rules as every result names them: the preset, then what they are."""
    return f"{preset_names(rules)} \u2014 {rules.describe()}"
