"""The HMAC keyring: rotation never un-forgets (issue 10 point 3, ENGINE.md section 6)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.forgetting import (
    MASK,
    Rekeyer,
    StoredDigest,
    digest,
    forget_terms,
    keyed_matcher,
    keyed_seq_mask,
    make_digests,
    matcher,
)
from memoryadmin.engine.keyring import (
    Keyring,
    KeyringError,
    UnknownKeyId,
    changed_key_ids,
    key_check,
    missing_key_ids,
    parse_keyring,
)

OLD = b"old-secret-0123456789"
NEW = b"new-secret-9876543210"
NOTE = "Wife is Ngozi; she tops up the car savings"


def test_rotation_keeps_old_digests_matching() -> None:
    k1 = Keyring.single("k1", OLD)
    before = make_digests(forget_terms("wife", NOTE), k1)
    assert {d.key_id for d in before} == {"k1"}
    rotated = k1.with_key("k2", NEW)
    assert rotated.current == "k2" and "k1" in rotated
    after = make_digests(forget_terms("landlord", "Landlord is Mr Okafor"), rotated)
    assert {d.key_id for d in after} == {"k2"}
    m = keyed_matcher(before + after, rotated)
    assert m is not None
    text = "Ngozi paid Okafor. She tops up the car savings."
    assert m.mask(text) == f"{MASK} paid {MASK}. {MASK}."
    # The failure the issue reports: the old digests hashed under the new secret match nothing.
    wrong = matcher([d.token for d in before], NEW)
    assert wrong is not None and not wrong.mentions(text)


def test_digests_stored_before_the_keyring_still_match() -> None:
    """Rows written so far: bare hex of HMAC-SHA256(secret, word), key id beside them."""
    legacy = [digest(w, OLD) for w in ("wife", "ngozi")]
    stored = [StoredDigest.from_token(t, "k1") for t in legacy]
    m = keyed_matcher(stored, Keyring.single("k1", OLD).with_key("k2", NEW))
    assert m is not None and m.mask("Wife is Ngozi") == f"{MASK} is {MASK}"


def test_a_missing_key_id_fails_closed_and_is_listed() -> None:
    k1 = Keyring.single("k1", OLD)
    stored = make_digests(forget_terms("wife", NOTE), k1)
    only_new = Keyring.single("k2", NEW)
    with pytest.raises(UnknownKeyId) as err:
        keyed_matcher(stored, only_new)
    assert err.value.key_ids == ["k1"]
    with pytest.raises(UnknownKeyId):
        keyed_seq_mask([(d, 5) for d in stored], only_new)
    assert missing_key_ids(["k1", "k2", "k1"], only_new) == ["k1"]
    assert missing_key_ids(["k1"], k1) == []
    assert missing_key_ids(["k3"], {"k3": b"x"}) == []
    assert keyed_matcher([], only_new) is None


def test_keyed_seq_mask_mixes_key_ids_and_cutoffs() -> None:
    ring = Keyring.single("k1", OLD).with_key("k2", NEW)
    old = make_digests(forget_terms("wife", "Wife is Ngozi"), Keyring.single("k1", OLD))
    new = make_digests(forget_terms("landlord", "Landlord is Okafor"), ring)
    m = keyed_seq_mask([(d, 10) for d in old] + [(d, 20) for d in new], ring)
    assert m is not None
    assert m(5, "Ngozi and Okafor") == f"{MASK} and {MASK}"
    assert m(15, "Ngozi and Okafor") == f"Ngozi and {MASK}"
    assert m(25, "Ngozi and Okafor") == "Ngozi and Okafor"
    assert keyed_seq_mask([], ring) is None


def test_a_secret_changed_under_the_same_id_is_refused_or_detected() -> None:
    k1 = Keyring.single("k1", OLD)
    with pytest.raises(KeyringError, match="new id"):
        k1.with_key("k1", NEW)
    recorded = {"k1": key_check(OLD)}
    assert changed_key_ids(recorded, k1) == []
    assert changed_key_ids(recorded, Keyring.single("k1", NEW)) == ["k1"]
    assert changed_key_ids({"k9": key_check(OLD)}, k1) == []  # missing: another check's job
    assert len(key_check(OLD)) == 32 and key_check(OLD) != key_check(NEW)
    assert key_check("text") == key_check(b"text")


def test_keyring_parsing_and_validation_never_echo_a_secret() -> None:
    ring = parse_keyring('{"k1": "old-secret-0123456789", "k2": "new-secret-9876543210"}', "k2")
    assert ring.current == "k2" and ring.current_secret == NEW and ring.secret("k1") == OLD
    assert list(ring) == ["k1", "k2"]
    assert "secret" not in repr(ring).replace("secrets", "")
    assert OLD.decode() not in repr(ring)
    bad = [
        ("not json", "k1"),
        ("[]", "k1"),
        ("{}", "k1"),
        ('{"k1": 5}', "k1"),
        ('{"k1": ""}', "k1"),
        ('{"k 1": "s3cr3t-value"}', "k 1"),
        ('{"k1": "s3cr3t-value"}', "k2"),
        ('{"' + "k" * 33 + '": "s3cr3t-value"}', "k" * 33),
    ]
    for raw, current in bad:
        with pytest.raises(KeyringError) as err:
            parse_keyring(raw, current)
        assert "s3cr3t" not in str(err.value)
    with pytest.raises(UnknownKeyId):
        ring.secret("k9")


def test_rekey_from_the_message_log() -> None:
    """Re-keying needs the words: the message log (never deleted) still holds those said."""
    k1 = Keyring.single("k1", OLD)
    stored = make_digests(forget_terms("wife_name", NOTE), k1)
    ring = k1.with_key("k2", NEW)
    r = Rekeyer(stored, ring)
    assert r.pending == len(stored)
    assert r.feed("Top up my airtime") == 0
    found = r.feed("My wife is called NGOZI.") + r.feed(
        "wife is Ngozi; she tops up\nthe car savings"
    )
    result = r.result()
    assert found == len(result.rekeyed) and r.pending == len(result.left)
    assert {d.key_id for d in result.rekeyed.values()} == {"k2"}
    # The key as typed and as a phrase were never said: they keep k1, which must stay.
    assert len(result.left) == 2 and {d.key_id for d in result.left} == {"k1"}
    new_set = list(result.rekeyed.values()) + list(result.left)
    m = keyed_matcher(new_set, ring)
    assert m is not None
    assert m.mask("Ngozi: she tops up the car savings") == f"{MASK}: {MASK}"
    # The re-keyed digests match under the new secret alone.
    only_new = keyed_matcher(list(result.rekeyed.values()), Keyring.single("k2", NEW))
    assert only_new is not None and only_new.mentions("ngozi")
    assert missing_key_ids({d.key_id for d in new_set}, Keyring.single("k2", NEW)) == ["k1"]


def test_rekey_leaves_digests_already_under_the_target_alone() -> None:
    ring = Keyring.single("k1", OLD).with_key("k2", NEW)
    current = make_digests(forget_terms("wife", "Wife is Ngozi"), ring)
    r = Rekeyer(current, ring)
    assert r.pending == 0 and r.feed("Wife is Ngozi") == 0
    assert r.result().rekeyed == {} and r.result().left == ()


# A prefix keeps generated words clear of stopwords and attribute names ("is", "id").
name = st.text(alphabet="abcdefghijklmnopqrstuvwxyzàéöñ", min_size=1, max_size=10).map(
    lambda s: "zq" + s
)


@given(st.lists(name, min_size=1, max_size=5), st.integers(min_value=1, max_value=4))
def test_any_number_of_rotations_never_unforgets(words: list[str], rotations: int) -> None:
    ring = Keyring.single("k0", b"s0")
    stored: list[StoredDigest] = []
    for i, w in enumerate(words):
        stored += make_digests(forget_terms(w, f"{w} and {w}"), ring)
        if i < rotations:
            ring = ring.with_key(f"k{i + 1}", f"s{i + 1}")
    m = keyed_matcher(stored, ring)
    assert m is not None
    for w in words:
        assert m.mentions(f"Hello {w.upper()}!")
        assert not m.mentions(m.mask(f"Hello {w.upper()}!"))
