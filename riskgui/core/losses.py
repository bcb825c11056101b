"""A battle's expected losses, read the same way from every answer to it: the armies it
starts with less those left on average.  Plain Python: the small-battle solver answers
before NumPy is loaded."""

from __future__ import annotations


class ExpectedLosses:
    """For an answer to a battle that knows its armies and what is left on average."""

    attackers: int
    defenders: int

    @property
    def expected_attackers_left(self) -> float:
        raise NotImplementedError

    @property
    def expected_defenders_left(self) -> float:
        raise NotImplementedError

    @property
    def expected_attacker_losses(self) -> float:
        return self.attackers - self.expected_attackers_left

    @property
    def expected_defender_losses(self) -> float:
        return self.defenders - self.expected_defenders_left
