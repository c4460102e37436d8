"""Blind round 79's one live sentence let through: a debt said as it stands, in Greek ("Ο χρήστης
χρωστάει ακόμα 120 ευρώ στον κουμπάρο του", the user still owes 120 euros to his koumbaros).
Greek's words of now, of a state and of a debt join ``now_east``'s; a life told in Greek, a
question asked and "ακόμα ένα" (one more) are read as before.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        "Ο χρήστης χρωστάει ακόμα 120 ευρώ στον κουμπάρο του για το γλέντι.",
        "Ο χρήστης οφείλει 300 ευρώ στην τράπεζα.",
        "Η κάρτα του χρήστη είναι μπλοκαρισμένη αυτή τη στιγμή.",
        "Η μεταφορά προς τη μητέρα του εκκρεμεί ακόμα.",
        "Το υπόλοιπο του λογαριασμού Piraeus είναι 850 ευρώ.",
        "Προς το παρόν ο χρήστης δεν έχει λάβει την επιστροφή φόρου.",
    ],
)
def test_what_stands_now_in_greek_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Ο χρήστης μένει στην Αθήνα και δουλεύει ως νοσηλευτής.",
        "Ο χρήστης ρώτησε αν μπορεί να πληρώσει με IRIS.",
        "Ο χρήστης θέλει ακόμα ένα αντίγραφο κίνησης κάθε μήνα.",
        "Ο χρήστης στέλνει χρήματα στη μητέρα του κάθε μήνα.",
    ],
)
def test_a_life_told_in_greek_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)
