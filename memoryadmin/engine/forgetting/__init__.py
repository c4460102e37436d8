"""Forgotten words and phrases as keyed hashes (ENGINE.md section 6).

The plaintext of a forgotten word is persisted nowhere. What is kept is an
HMAC of each word, or of each phrase, under a secret of its own (a plain
hash of a name is easy to reverse with a list of common names), with the id
of the key it was made with (``keyring.py``). Later text is matched by
hashing its words, and its word windows for phrases, never by comparing
with stored words.

What a forget covers (``forget_terms``): the fact's key and the content
words of its parts, the names in its note, and the note as a phrase (with
its longer clauses); never each content word of the note, which would erase
other memories ("car", "savings", "up"). Support previews the exact list
and may add a word or a phrase.

Stored form of a digest (``StoredDigest.token``): a word is the bare
64-hex-digit ``HMAC-SHA256(secret, word)`` as always; a phrase of ``n``
words is ``p<n>.<tag>:`` and the HMAC of its normalised words joined by
single spaces, where ``tag`` is a 16-bit keyed tag of its first word
(``first_word_tag``) so matching hashes only the windows that can match.
The row keeps its key id beside it.

Modules: ``terms`` (what a forget covers), ``matching`` (digests and matchers),
``rekey`` (re-keying from stored text), ``redaction`` (the summary rewritten, reasons masked).
"""

from __future__ import annotations

from memoryadmin.engine.forgetting.matching import (
    TAG_HEX,
    DigestSet,
    Matcher,
    SeqMask,
    StoredDigest,
    digest,
    first_word_tag,
    keyed_matcher,
    keyed_seq_mask,
    make_digests,
    matcher,
    phrase_digest,
    phrase_key,
    seq_mask,
)
from memoryadmin.engine.forgetting.redaction import (
    REDACTION_INSTRUCTIONS,
    MaskedText,
    drop_forgotten_sentences,
    drop_sentences,
    is_clean,
    json_hits,
    mask_json,
    mask_reason,
    parse_redaction,
    redaction_prompt,
)
from memoryadmin.engine.forgetting.rekey import (
    Rekeyer,
    RekeyResult,
)
from memoryadmin.engine.forgetting.terms import (
    CALENDAR,
    CLAUSE_MIN_WORDS,
    KEY_GENERIC,
    MASK,
    MASK_WORD,
    NAME_GENERIC,
    STOPWORDS,
    TITLES,
    WORD,
    ForgetTerms,
    forget_terms,
    forgettable_words,
    merge_terms,
    normalise,
    words_of,
)

__all__ = [
    "CALENDAR",
    "CLAUSE_MIN_WORDS",
    "KEY_GENERIC",
    "MASK",
    "MASK_WORD",
    "NAME_GENERIC",
    "REDACTION_INSTRUCTIONS",
    "STOPWORDS",
    "TAG_HEX",
    "TITLES",
    "WORD",
    "DigestSet",
    "ForgetTerms",
    "MaskedText",
    "Matcher",
    "RekeyResult",
    "Rekeyer",
    "SeqMask",
    "StoredDigest",
    "digest",
    "drop_forgotten_sentences",
    "drop_sentences",
    "first_word_tag",
    "forget_terms",
    "forgettable_words",
    "is_clean",
    "json_hits",
    "keyed_matcher",
    "keyed_seq_mask",
    "make_digests",
    "mask_json",
    "mask_reason",
    "matcher",
    "merge_terms",
    "normalise",
    "parse_redaction",
    "phrase_digest",
    "phrase_key",
    "redaction_prompt",
    "seq_mask",
    "words_of",
]
