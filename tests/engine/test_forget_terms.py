"""What a forget covers (issue 12, ENGINE.md section 6): the key, names, the note as a phrase."""

from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.forgetting import (
    MASK,
    ForgetTerms,
    forget_terms,
    forgettable_words,
    keyed_matcher,
    make_digests,
    mask_reason,
    matcher,
    merge_terms,
    words_of,
)
from memoryadmin.engine.keyring import Keyring

KEYRING = Keyring.single("k1", b"test-secret")
NOTE = "Wife is Ngozi; she tops up the car savings"


def matcher_for(terms: ForgetTerms):  # type: ignore[no-untyped-def]
    m = keyed_matcher(make_digests(terms, KEYRING), KEYRING)
    assert m is not None
    return m


def test_the_issue_case_forgets_wife_ngozi_and_the_phrase_only() -> None:
    terms = forget_terms("wife", NOTE)
    assert terms.words == ("wife", "ngozi")
    assert "wife is ngozi she tops up the car savings" in terms.phrases
    assert "she tops up the car savings" in terms.phrases  # a clause of the note
    for word in ("car", "savings", "up", "tops", "she"):
        assert word not in terms.words
    assert forgettable_words(key="wife", note=NOTE) == ["wife", "ngozi"]


def test_the_issue_case_leaves_six_of_eight_messages_alone() -> None:
    """The issue: masking every note word changed 6 of 8 messages. Only 2 mention the fact."""
    messages = [
        "My wife handles the school fees.",
        "Ngozi sent it yesterday.",
        "I want to save for a car by next June.",
        "How much is in my car savings?",
        "Top up my airtime please.",
        "She tops up every Friday, I think.",
        "Move 5k into savings.",
        "What's my balance?",
    ]
    m = matcher_for(forget_terms("wife", NOTE))
    changed = [msg for msg in messages if m.mask(msg) != msg]
    assert changed == messages[:2]
    assert m.mask(messages[0]) == f"My {MASK} handles the school fees."
    assert m.mask("save for a car by next June") == "save for a car by next June"


def test_key_parts_are_content_words_not_attribute_names() -> None:
    terms = forget_terms("wife_name", "Wife is Ngozi")
    assert "wife" in terms.words and "name" not in terms.words
    assert "wife name" in terms.phrases  # the key as written in text: "wife_name", "wife name"
    assert forget_terms("preferred_name", "Prefers to be called Ada").words == (
        "preferred_name",
        "ada",
    )
    # A key that is only an attribute name forgets no word of its own.
    assert forget_terms("name", "User's name is Adaeze Okonkwo").words == ("adaeze", "okonkwo")
    mama = forget_terms("mama_tobi", "Mama Tobi is my sister")
    assert mama.words == ("mama_tobi", "mama", "tobi")
    assert "mama tobi" in mama.phrases and "sister" not in mama.words


def test_names_in_the_note() -> None:
    t = forget_terms("landlord", "Likes Mrs Obi. Pays NIN fees to Mr. Okafor every Friday in June")
    assert set(t.words) == {"landlord", "obi", "okafor"}  # titles, weekdays, months are not names
    # At a sentence's start a capital says nothing: shown to support, not forgotten.
    assert "pays" in t.maybe and "nin" in t.maybe
    assert "pays" not in t.words
    initial = forget_terms("wife", "Ngozi tops up the car savings")
    assert initial.words == ("wife",) and initial.maybe == ("ngozi",)
    # Capitalised again later in the note: a name wherever it stands.
    again = forget_terms("wife", "Ngozi is his wife. He calls Ngozi daily")
    assert "ngozi" in again.words and not again.maybe
    # The common nouns inside a proper name are forgotten only with it.
    bank = forget_terms("bank", "She banks with First Bank in Lagos State")
    assert "first bank" in bank.phrases
    assert {"first", "state"}.isdisjoint(bank.words) and "lagos" in bank.words


def test_a_one_word_note_is_that_word() -> None:
    assert forget_terms("diet", "Vegetarian").words == ("diet", "vegetarian")
    assert forget_terms("diet", "Vegetarian").phrases == ()


def test_support_may_add_words_and_phrases() -> None:
    t = forget_terms("wife", "Wife is Ngozi", extra=["Chioma", "Ngozi Okafor", "the", "", "of the"])
    assert t.words == ("wife", "ngozi", "chioma")
    assert "ngozi okafor" in t.phrases
    assert t.ignored == ("the", "of the")  # too common to forget: shown, not hashed
    assert forget_terms("x", "y", extra=["forgotten"]).ignored == ("forgotten",)


def test_the_mask_word_is_never_a_word() -> None:
    assert "forgotten" not in forget_terms("forgotten", "Forgotten things").words


def test_preview_is_exactly_what_gets_hashed() -> None:
    t = forget_terms("wife", NOTE, extra=["Chioma"])
    preview = t.preview()
    assert preview["words"] == ["wife", "ngozi", "chioma"]
    assert preview["phrases"] == list(t.phrases)
    assert len(make_digests(t, KEYRING)) == len(t.words) + len(t.phrases)
    assert set(t.hashed()) == set(preview["words"]) | set(preview["phrases"])


def test_merge_terms() -> None:
    a = forget_terms("wife", "Ngozi tops up the car savings")
    b = forget_terms("wife", "Wife is Ngozi")
    merged = merge_terms(a, b)
    assert merged.words == ("wife", "ngozi")
    assert merged.maybe == ()  # "ngozi" became sure in b
    assert set(merged.phrases) == set(a.phrases) | set(b.phrases)


lower_word = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)


@given(st.lists(lower_word, min_size=1, max_size=12), st.sampled_from([" ", ", ", "; ", ". "]))
def test_a_note_without_capitals_adds_no_single_word(words: list[str], sep: str) -> None:
    """Only names and the key are single words; the rest of a note is only a phrase."""
    note = sep.join(words)
    t = forget_terms("wife", note)
    if len(words_of(note)) > 1:
        assert t.words == ("wife",)
    assert all(" " in p for p in t.phrases)


@given(st.text(max_size=80), st.text(max_size=80))
def test_terms_are_normalised_and_unique(key: str, note: str) -> None:
    t = forget_terms(key, note)
    assert len(set(t.words)) == len(t.words) and len(set(t.phrases)) == len(t.phrases)
    for p in t.phrases:
        assert len(p.split(" ")) >= 2 and all(p.split(" "))
        assert p == p.lower()
    assert "forgotten" not in t.words
    assert set(t.maybe).isdisjoint(t.words)


def test_reason_is_masked_before_it_is_stored() -> None:
    terms = forget_terms("wife", NOTE)
    r = mask_reason("forget my wife's name Ngozi", terms)
    assert r.text == f"forget my {MASK} name {MASK}" and r.masked == 2
    phrase = mask_reason("user said: she tops up the car savings. Please remove.", terms)
    assert phrase.text == f"user said: {MASK}. Please remove." and phrase.masked == 1
    clean = mask_reason("user asked by phone", terms)
    assert clean.text == "user asked by phone" and clean.masked == 0
    assert mask_reason("anything", None).text == "anything"
    # A maybe name is masked in a reason too: over-masking a reason costs nothing.
    assert mask_reason("Ngozi", forget_terms("wife", "Ngozi tops up")).text == MASK


def test_reason_against_the_accounts_digests() -> None:
    m = matcher_for(forget_terms("wife", NOTE))
    r = mask_reason("retry: Ngozi's forget failed", m)
    assert r.text == f"retry: {MASK} forget failed" and r.masked == 1


@given(st.text(max_size=60), st.sampled_from(["Ngozi", "WIFE's", "she tops up\nthe CAR savings"]))
def test_a_masked_reason_never_holds_a_forgotten_term(text: str, term: str) -> None:
    terms = forget_terms("wife", NOTE)
    stored = mask_reason(f"{text} {term} {text}", terms).text
    m = matcher_for(terms)
    assert not m.mentions(stored)
    one_key = matcher([d.token for d in make_digests(terms, KEYRING)], b"test-secret")
    assert one_key is not None and not one_key.mentions(stored)
