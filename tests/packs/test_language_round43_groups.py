"""Durable sentences about the user's savings group, read after blind rounds 43 and 44.

Every sentence here is written for the mechanism (none is from a blind round): everyone as the
one who names or respects someone, or by whom an arrangement was agreed (``regard``); a year
before a relative clause about members; a group's size with how long its cycle lasts; a rule the
group "has"; a collector's fee after what else is said of the collector; the user's usual place
in an order fixed by name; who a group's members are, by kin and trade (``members``), and "next
to" a place (``places``); a dated loan repaid whole in a month named alone (``dated``).

Near-misses stay refused: everyone as the one who has paid, a count of members as it stands, a
cycle said of now, a rule with someone's debt after it, a collector's first clause with a debt in
it, a place drawn by lots or said of this cycle, members who have not paid, "next to collect", a
loan repaid in part.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # everyone as the one who names, respects or agreed
        "The user's daily ajo is collected by a woman everyone calls 'Iya Basira' who passes her "
        "stall every evening.",
        "The user said the chama chairperson is Mama Wanjiku, a widow everybody respects.",
        "In the user's chama, the eldest member opens every meeting, agreed by everyone.",
        # a year, then a relative clause about members
        "The user's kafo began a burial fund in 2019 where members give when a relative dies.",
        # a group's size with how long its cycle lasts
        "The user's susu has 15 members and the cycle lasts 15 weeks.",
        # a rule the group has
        "The user's ajo group has a rule that any member who comes late pays a ₦500 fine.",
        # a collector's fee after what else is said of the collector
        "The user's alajo, Mama Kudi, collects daily at Mile 12 market and keeps one day's "
        "contribution per month as her fee.",
        # the user's usual place in an order fixed by name
        "The user's esusu pays out alphabetically by surname, and he is usually among the first "
        "to collect.",
        # who the members are
        "The user's adashe members include her two cousins, a nurse, and the man who sells rice "
        "next to her shop.",
        # a dated loan repaid whole in a month named alone
        "The user took a ₦150,000 loan from the thrift society in 2022 and finished repaying it "
        "in August.",
    ],
)
def test_the_lasting_shape_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Everyone in the user's ajo has paid this month.",
        "Everyone calls in their share on Friday.",
        "The chair, a man everyone trusts, says nobody is late.",
        "The user's susu group started a loan scheme in 2021 with 30 members.",
        "The user's susu now has 15 members and the cycle lasts 15 weeks.",
        "The user's susu has 15 members and the current cycle lasts 15 weeks.",
        "The user's ajo group has a rule that any member who comes late pays ₦500, and she owes "
        "₦1,000.",
        "The user's alajo collects from Kemi, who still owes him, and keeps one day's "
        "contribution per month as his fee.",
        "The user's esusu pays out by drawing lots, and he is usually among the first to collect.",
        "The user's esusu pays out alphabetically by surname, and he is the first to collect this "
        "cycle.",
        "The user's esusu pays out alphabetically by surname, and he is next to collect.",
        "The user's adashe members include three who have not contributed.",
        "The user's adashe members include her sister, who still owes ₦2,000.",
        "Kemi is next to the user in the rotation.",
        "The user took a ₦150,000 loan from the thrift society in 2022 and finished repaying half "
        "of it in August.",
        "The user took a ₦150,000 loan from the thrift society in March and finished repaying it "
        "in August.",
    ],
)
def test_the_near_miss_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
