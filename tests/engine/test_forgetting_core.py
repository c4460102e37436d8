from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.forgetting import MASK, digest, forgettable_words, matcher

SECRET = b"test-secret"


def test_words_from_key_and_note() -> None:
    assert forgettable_words(key="wife", note="Wife is Martha") == ["wife", "martha"]
    words = forgettable_words(key="mama_tobi", note="Mama Tobi is the user's sister")
    assert set(words) >= {"mama_tobi", "mama", "tobi"}
    # Issue 12: the note is forgotten as a phrase, not word by word ("sister" elsewhere stays).
    assert "sister" not in words


def test_digest_is_keyed() -> None:
    assert digest("Martha", SECRET) == digest("martha", SECRET)
    assert digest("martha", SECRET) != digest("martha", b"other")
    assert "martha" not in digest("martha", SECRET)


def test_matcher_masks_by_hash() -> None:
    m = matcher([digest("martha", SECRET)], SECRET)
    assert m is not None
    assert m.mentions("Say hi to MARTHA's mum") and not m.mentions("Say hi to Marth")
    assert m.mask("Martha's birthday, martha!") == f"{MASK} birthday, {MASK}!"
    assert matcher([], SECRET) is None


@given(st.text())
def test_masked_text_never_mentions(text: str) -> None:
    m = matcher([digest("martha", SECRET), digest("tobi", SECRET)], SECRET)
    assert m is not None
    assert not m.mentions(m.mask(text + " Martha tobi"))


def test_seq_mask_hides_a_word_only_up_to_its_forget() -> None:
    from memoryadmin.engine.forgetting import seq_mask

    m = seq_mask([(digest("martha", SECRET), 10), (digest("tobi", SECRET), 20)], SECRET)
    assert m is not None
    assert m(5, "Martha and Tobi") == f"{MASK} and {MASK}"
    assert m(15, "Martha and Tobi") == f"Martha and {MASK}"  # said again after its forget
    assert m(25, "Martha and Tobi") == "Martha and Tobi"
    assert m(None, "Martha and Tobi") == f"{MASK} and {MASK}"  # unknown age: every forget
    assert m.mentions(10, "martha") and not m.mentions(11, "martha")
    assert seq_mask([], SECRET) is None
