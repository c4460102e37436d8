"""Phrases matched by hashing word windows; masks cover whole phrase spans."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.forgetting import (
    MASK,
    StoredDigest,
    digest,
    first_word_tag,
    forget_terms,
    is_clean,
    make_digests,
    matcher,
    phrase_digest,
    seq_mask,
    words_of,
)
from memoryadmin.engine.keyring import Keyring

SECRET = b"test-secret"
KEYRING = Keyring.single("k1", SECRET)
PHRASE = "she tops up the car savings"


def m_for(*terms: str):  # type: ignore[no-untyped-def]
    tokens = [StoredDigest("k1", len(words_of(t)), phrase_digest(t, SECRET)).token for t in terms]
    m = matcher(tokens, SECRET)
    assert m is not None
    return m


@pytest.mark.parametrize(
    "text",
    [
        "She tops up the car savings.",
        "SHE TOPS UP THE CAR SAVINGS",
        "she  tops\nup the\r\n car savings",
        "she, tops - up... the (car) savings!",
        "She tops-up the car-savings",
        "she’s tops up the car savings",  # she's normalises to she, like a single word
    ],
)
def test_a_phrase_matches_across_case_punctuation_and_line_breaks(text: str) -> None:
    m = m_for(PHRASE)
    assert m.mentions(text) and m.hits(text) == 1
    assert not m.mentions(m.mask(text))
    assert MASK in m.mask(text)


@pytest.mark.parametrize(
    "text",
    [
        "Top up my airtime.",
        "How much is in my car savings?",
        "She tops up every Friday.",
        "she tops up the car",  # shorter than the phrase
        "the car savings she tops up",  # the same words in another order
        "she tops up the savings of the car",
    ],
)
def test_no_false_hits_on_the_notes_other_words(text: str) -> None:
    m = m_for(PHRASE)
    assert not m.mentions(text) and m.hits(text) == 0 and m.mask(text) == text


def test_masking_a_phrase_masks_its_whole_span_once() -> None:
    m = m_for(PHRASE)
    assert m.mask("Remember: she tops up the car savings, every week.") == (
        f"Remember: {MASK}, every week."
    )
    assert m.mask("she tops UP\nthe car savings; she tops up the car savings") == (
        f"{MASK}; {MASK}"
    )


def test_word_and_phrase_hits_merge_into_one_mask() -> None:
    m = m_for(PHRASE, "ngozi", "wife is ngozi")
    assert m.mask("Wife is Ngozi. Ngozi said hi.") == f"{MASK}. {MASK} said hi."
    assert m.hits("Wife is Ngozi.") == 2  # the word and the phrase window
    # Overlapping windows of two phrases become one span.
    m2 = m_for("a b c", "c d e")
    assert m2.mask("x a b c d e y") == f"x {MASK} y"


def test_a_phrase_holding_the_mask_word_masks_clean() -> None:
    m = m_for("user has forgotten her pin")
    text = "user has user has forgotten her pin her pin"
    assert m.mask(text) == MASK
    assert not m.mentions(m.mask(text))


def test_stored_tokens_and_legacy_digests() -> None:
    word = StoredDigest("k1", 1, digest("ngozi", SECRET))
    assert word.token == digest("ngozi", SECRET) and word.kind == "word"  # as stored so far
    phrase = StoredDigest("k1", 6, phrase_digest(PHRASE, SECRET))
    assert phrase.token.startswith("p6:") and phrase.kind == "phrase"
    assert StoredDigest.from_token(phrase.token, "k1") == phrase
    assert StoredDigest.from_token(word.token, "k1") == word
    for bad in ("", "p6:xyz", "p1:" + "a" * 64, "P6:" + "a" * 64, "a" * 63):
        with pytest.raises(ValueError):
            StoredDigest.from_token(bad, "k1")
    # make_digests makes exactly the legacy word digest for a word.
    made = make_digests(forget_terms("wife", "Wife is Ngozi"), KEYRING)
    assert {d.value for d in made if d.n == 1} == {digest("wife", SECRET), digest("ngozi", SECRET)}
    # A one-word phrase hashes as the word does.
    assert phrase_digest("Ngozi's", SECRET) == digest("ngozi", SECRET)
    # Phrases are stored with their first word's keyed tag; the token round-trips.
    tagged = [d for d in made if d.n > 1]
    assert tagged and all(d.tag == first_word_tag("wife", SECRET) for d in tagged)
    assert all(re.fullmatch(r"p3\.[0-9a-f]{4}:[0-9a-f]{64}", d.token) for d in tagged)
    assert all(StoredDigest.from_token(d.token, "k1") == d for d in tagged)
    assert max(len(d.token) for d in made) <= 75


def test_seq_mask_with_phrase_tokens() -> None:
    tokens = [d.token for d in make_digests(forget_terms("wife", "Wife is Ngozi"), KEYRING)]
    m = seq_mask([(t, 10) for t in tokens], SECRET)
    assert m is not None
    assert m(5, "Wife is Ngozi") == MASK
    assert m(11, "Wife is Ngozi") == "Wife is Ngozi"  # said again after the forget


# A lone apostrophe joins two words into one ("car'savings"), like "o'neil".
separator = st.text(alphabet=" \n\t,.;:!?-()\"'", min_size=1, max_size=3).filter(lambda s: s != "'")


@given(
    st.lists(separator, min_size=5, max_size=5),
    st.lists(st.booleans(), min_size=6, max_size=6),
    st.text(max_size=40),
    st.text(max_size=40),
)
def test_any_spacing_and_case_of_the_phrase_is_found_and_masked(
    seps: list[str], upper: list[bool], before: str, after: str
) -> None:
    words = PHRASE.split()
    written = "".join(
        (w.upper() if up else w) + (seps[i] if i < len(seps) else "")
        for i, (w, up) in enumerate(zip(words, upper, strict=True))
    )
    text = f"{before} {written} {after}"
    m = m_for(PHRASE)
    assert m.mentions(text)
    masked = m.mask(text)
    assert not m.mentions(masked)
    assert is_clean(masked.replace(MASK, ""), m)


@given(st.text(max_size=200))
def test_masked_text_never_mentions_words_or_phrases(text: str) -> None:
    m = m_for(PHRASE, "ngozi", "wife is ngozi", "forgotten stuff here")
    masked = m.mask(text + " Wife is NGOZI; she tops up the car savings " + text)
    assert not m.mentions(masked)


@given(st.lists(st.sampled_from(["she", "tops", "up", "the", "car", "savings", "x"]), max_size=30))
def test_window_hits_equal_a_plain_count(words: list[str]) -> None:
    """The hash-based count agrees with counting the phrase in the plaintext."""
    m = m_for(PHRASE)
    text = " ".join(words)
    plain = len(re.findall(rf"(?=\b{PHRASE}\b)", text))
    assert m.hits(text) == plain


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["she", "Tops", "up", "the", "CAR", "savings", "x", "forgotten"]),
            st.sampled_from([" ", ", ", ".\n", "-"]),
        ),
        max_size=40,
    )
)
def test_the_first_word_tag_only_skips_windows_that_cannot_match(
    parts: list[tuple[str, str]],
) -> None:
    """Tagged tokens (as stored) find exactly what hashing every window finds."""
    text = "".join(w + sep for w, sep in parts)
    terms = forget_terms("goal", "she tops up the car savings; up the car")
    made = make_digests(terms, KEYRING)
    tagged = matcher([d.token for d in made], SECRET)
    untagged = matcher([StoredDigest(d.key_id, d.n, d.value).token for d in made], SECRET)
    assert tagged is not None and untagged is not None
    assert sorted(tagged.spans(text)) == sorted(untagged.spans(text))
    assert tagged.mask(text) == untagged.mask(text)
