"""The known exact values riskgui is tested against, in one place.

They come from the brief, worked out by hand or by independent enumeration; a test that
needs one imports it from here rather than typing it again.
"""

from fractions import Fraction

# One round of 3 dice against 2: P(attacker loses k), k = 0, 1, 2.
ROUND_3V2 = (Fraction(2890, 7776), Fraction(2611, 7776), Fraction(2275, 7776))

# 4 armies on the attacking territory against 2, fought to the end.
FOUR_VS_TWO = Fraction(6610505, 10077696)
FOUR_VS_TWO_TEXT = "6610505/10077696"

# 10 vs 10 in riskgui's counting (the army that stays behind included), rounded to 4
# places; other tools' "10 vs 10" counts attacking armies only, our 11 vs 10.
TEN_VS_TEN = 0.4799
ELEVEN_VS_TEN = 0.5676
TEN_VS_TEN_PERCENT = "47.99 %"
