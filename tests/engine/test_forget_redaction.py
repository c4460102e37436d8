"""Redaction helpers of the pure core: prompt, parse, verification by hashing."""

from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.forgetting import (
    MASK,
    digest,
    drop_sentences,
    forgettable_words,
    is_clean,
    json_hits,
    mask_json,
    matcher,
    parse_redaction,
    redaction_prompt,
    words_of,
)

SECRET = b"test-secret"


def m_for(*words: str):  # type: ignore[no-untyped-def]
    m = matcher([digest(w, SECRET) for w in words], SECRET)
    assert m is not None
    return m


def test_prompt_carries_the_masked_summary_only() -> None:
    m = m_for("zanzibarella")
    masked = m.mask("His wife Zanzibarella likes jollof.")
    prompt = redaction_prompt(masked)
    text = " ".join(p["content"] for p in prompt)
    assert "zanzibarella" not in text.lower()
    assert MASK in text
    assert "refused" in " ".join(
        p["content"] for p in redaction_prompt(masked, "it still mentions")
    )


def test_parse_redaction() -> None:
    assert parse_redaction('{"summary": " Likes jollof. "}') == "Likes jollof."
    assert parse_redaction('```json\n{"summary": "x"}\n```') == "x"
    assert parse_redaction("Likes jollof.") is None
    assert parse_redaction('{"summary": 3}') is None
    assert parse_redaction("[]") is None


def test_is_clean_by_hash_and_mask() -> None:
    m = m_for("zanzibarella")
    assert is_clean("Likes jollof.", m)
    assert not is_clean("Likes ZANZIBARELLA's jollof.", m)
    assert not is_clean(f"Likes {MASK}'s jollof.", m)
    assert is_clean("anything", None)


def test_drop_sentences() -> None:
    m = m_for("zanzibarella")
    text = "Married to Zanzibarella. Saves for a car!\nHer name is [forgotten]. Pays rent monthly."
    assert drop_sentences(text, m) == "Saves for a car! Pays rent monthly."


def test_mask_json_and_hits() -> None:
    m = m_for("zanzibarella")
    value = {"messages": [{"role": "user", "content": "Zanzibarella said hi"}], "n": 3}
    assert json_hits(value, m) == 1
    masked = mask_json(value, m)
    assert json_hits(masked, m) == 0
    assert masked == {"messages": [{"role": "user", "content": f"{MASK} said hi"}], "n": 3}


def test_mask_word_is_never_forgettable() -> None:
    assert "forgotten" not in forgettable_words(key="forgotten", note="Forgotten things")


@given(st.text())
def test_dropped_text_is_always_clean(text: str) -> None:
    m = m_for("zanzibarella", "tobi")
    assert is_clean(drop_sentences(text + " Zanzibarella and tobi.", m), m)


@given(st.text(), st.sampled_from(["martha", "tobi", "o'neil", "zoë"]))
def test_the_token_cache_counts_exactly_like_hashing_each_word(text: str, word: str) -> None:
    m = m_for(word)
    sample = f"{text} {word.upper()} {text}"
    expected = sum(1 for w in words_of(sample) if digest(w, SECRET) in m.digests)
    assert m.hits(sample) == m.hits(sample) == expected  # the second call is served by the cache
    assert m.mentions(sample) is (expected > 0)
