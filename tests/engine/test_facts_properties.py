"""Property tests for the two matchers every fact rests on: quotes and numbers."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from memoryadmin.engine.facts import (
    Outcome,
    UserMessage,
    normalise,
    numbers_in,
    quote_in,
    rules_of,
    screen,
)
from memoryadmin.packs.banking import PACK

RULES = rules_of(PACK)
MARKS = ',.;:!?-—"()'

word = st.text(alphabet="abcdefghijklmnopqrstuvwxyzàéñ0123456789", min_size=1, max_size=8)
sentence = st.lists(word, min_size=3, max_size=14).flatmap(
    lambda ws: st.lists(
        st.sampled_from([" ", ", ", ". ", " - ", "! ", "? ", "; "]),
        min_size=len(ws) - 1,
        max_size=len(ws) - 1,
    ).map(lambda seps: "".join(w + s for w, s in zip(ws, [*seps, ""], strict=True)))
)


@st.composite
def changed_case_and_punctuation(draw: st.DrawFn, text: str) -> str:
    """The same words, with case flipped here and there and marks changed between words."""
    out: list[str] = []
    for ch in text:
        if ch.isalpha() and draw(st.booleans()):
            out.append(ch.swapcase())
        elif ch in MARKS or ch == " ":
            out.append(draw(st.sampled_from([" ", ", ", " ... ", " — ", "! ", ' "', " ("])))
        else:
            out.append(ch)
    return (
        draw(st.sampled_from(["", "“", "'", "("]))
        + "".join(out)
        + draw(st.sampled_from(["", ".", "!", "”", "?!"]))
    )


@given(st.data(), sentence)
def test_any_substring_of_a_user_message_matches(data: st.DataObject, message: str) -> None:
    start = data.draw(st.integers(0, len(message) - 1))
    end = data.draw(st.integers(start + 1, len(message)))
    quote = data.draw(changed_case_and_punctuation(message[start:end]))
    assume(normalise(quote))
    assert quote_in(quote, message)


@given(sentence, word)
def test_words_not_in_the_message_never_match(message: str, extra: str) -> None:
    foreign = "zq" + extra + "xq"  # "zq…xq" cannot come out of the generated alphabet by chance
    assume(normalise(foreign) not in normalise(message))
    assert not quote_in(foreign, message)
    assert not quote_in(message + " " + foreign, message)


def _grouped(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


@given(
    st.integers(0, 10**9),
    st.sampled_from(["", "₦", "N", "$", "NGN ", "£"]),
    st.sampled_from([",", ""]),
    st.sampled_from(["", ".00", ".0"]),
)
def test_a_number_matches_however_it_is_formatted(
    n: int, symbol: str, sep: str, cents: str
) -> None:
    said = f"My rent is {symbol}{_grouped(n, sep)}{cents} every month"
    assert str(n) in numbers_in(said)
    note_forms = [f"₦{n:,}", str(n), f"{n:,}.00"]
    for note_number in note_forms:
        assert numbers_in(note_number) <= numbers_in(said) | {str(n)}
        result = screen(
            [
                {
                    "key": "rent",
                    "kind": "commitment",
                    "note": f"Rent of {note_number} monthly",
                    "evidence": "every month",
                    "confidence": 0.9,
                }
            ],
            [UserMessage(1, said)],
            [],
            [],
            RULES,
        )
        assert result.results[0].outcome is Outcome.ACCEPTED, (said, note_number)


@given(
    st.lists(st.integers(0, 10**7), min_size=0, max_size=4),
    st.integers(0, 10**7),
    st.sampled_from(["", "₦", "$"]),
)
def test_a_number_absent_from_the_users_words_always_rejects(
    said_numbers: list[int], n: int, symbol: str
) -> None:
    assume(n not in said_numbers)
    said = "I pay every month: " + ", and ".join(f"{symbol}{x:,}" for x in said_numbers)
    assistant_said = f"Your rent is {symbol}{n:,}."  # never passed: assistant words do not count
    result = screen(
        [
            {
                "key": "rent",
                "kind": "commitment",
                "note": f"Rent of {symbol}{n:,} every month",
                "evidence": "I pay every month",
                "confidence": 0.95,
            }
        ],
        [UserMessage(1, said)],
        [],
        [],
        RULES,
    )
    r = result.results[0]
    assert r.outcome is Outcome.REJECTED and r.screen == "numbers", (said, assistant_said)
