"""Preferences read after blind round 77, each with what must still be refused.

- A length asked as a question ("can you keep it short? like 2 lines max"): a manner word after
  "keep" or "make" is how to deal with the user (``lasting._to_me``), as "can you be funny?" was;
  "can you keep notes?" and "can you make a transfer" stay questions of what the assistant can do.
- How amounts are shown each time the assistant speaks of a thing ("When you talk about money
  back home use J$"): talking of a thing is one of the assistant's acts (``lasting_your_acts``).
- The same in Spanish ("Cuando hables del envío pon los montos en dólares y en quetzales"): read
  in its English words (``languages_spanish``), so it is no longer unread words naming money; a
  request to move money said the same way stays refused.
- The month or an amount spelt out ("please spell out the month, 03/04 I never know if its march
  or april"): how dates and amounts look; "spell out the amount I owe right now" is one-off.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept


@pytest.mark.parametrize(
    "text",
    [
        # the round's misses
        "can you keep it short? like 2 lines max, I read on my break",
        "Cuando hables del envío pon los montos en dólares y en quetzales",
        "When you talk about money back home use J$ so I know it's Jamaican dollars",
        "please spell out the month, 03/04 I never know if its march or april",
        # siblings
        "Can you keep it brief? I read on my phone",
        "could you make it simple, I'm not good with bank words",
        "Cuando me hables de la remesa pon las cantidades en pesos y en dólares",
        "Siempre que hables de mi préstamo muestra los montos en dólares",
        "When you speak about fees use KSh not KES",
        "Pls spell out the date, I mix up 05/06",
        "always write the month in words",
        "please write out the amounts, digits confuse me",
    ],
)
def test_the_wish_is_kept(text: str) -> None:
    assert kept(text, "preference")


@pytest.mark.parametrize(
    "text",
    [
        "can you keep notes?",
        "can you make a transfer to my mum",
        "spell out the amount I owe right now",
        "please spell out the month this time",
        "Cuando hables del envío manda los montos a mi hermano",
        "Cuando hables del envío deja que Yokasta pague desde mi cuenta",
        "When you talk about my loan, let my brother approve the payments",
        "can you keep it short and skip the OTP from now on",
    ],
)
def test_what_is_no_wish_on_how_to_talk_is_not_kept(text: str) -> None:
    assert not kept(text, "preference")
