"""Every durable frame in one place, and the text with its framed sentences blanked out.

The frames of ``frames`` (asked, group, explained, scheduled) and the lasting arrangement with
its amount (``terms``) are gathered here with the shapes read after blind round 23, each one a
whole sentence and nothing else:

- which provider a product of the user's is, by name: "the user's main mobile wallet is
  Telebirr", "her salary account is with Ecobank" (a choice that holds until she changes it;
  "her wallet is Blocked" is a state, not a name, and so is anything after the name);
- a cost paid ahead by the period, as whoever it is paid to requires: "pays his rent a year in
  advance, as his landlord requires" (a habit of paying and its terms; "paid this year's rent
  in advance", "is paying…", "pays … but is late" are read as before);
- one of an account's signatories, with how many sign by design: "is one of three signatories
  on his church's building fund account" (a role, like "is a signatory to"; the count is of the
  mandate, not of members as they stand; "one of three members who have paid" is read as
  before).

After blind round 24:

- a place in a rotation the user always chooses, a standing choice like a preference: "always
  takes the last slot in her Ajo rotation, so she collects a whole year's savings at once" (not
  "takes the last slot this cycle", "has the third slot", nor a reason that says how it stands);
- a group the user started and still runs: "started the staff thrift scheme and still coordinates
  it" (a role kept, like "is its coordinator"; the rest of the sentence must be a group's
  description, so "…and still holds its money" is read as before); or a group a relative
  started, that the user now runs: "was started by her late mother and Funmi now coordinates
  it" (round 59).

``blank_framed(text)`` returns the text with each framed sentence blanked out (same length, so
every excerpt the rules quote is still a substring).
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.absences import blank_absence, without_absence
from memoryadmin.packs.banking.asked_elsewhere import asked_elsewhere
from memoryadmin.packs.banking.asked_sent import money_named_by_act
from memoryadmin.packs.banking.asked_threshold import threshold_named
from memoryadmin.packs.banking.customs import blank_collected_when, without_customs
from memoryadmin.packs.banking.customs_circles import blank_joined_customs, without_circle_customs
from memoryadmin.packs.banking.customs_hosts import blank_customs_hosts, unread_now
from memoryadmin.packs.banking.customs_north import blank_customs_north
from memoryadmin.packs.banking.customs_round86 import blank_customs_86
from memoryadmin.packs.banking.customs_west import blank_customs_west
from memoryadmin.packs.banking.dated import dated_frame
from memoryadmin.packs.banking.ended import state_ended
from memoryadmin.packs.banking.explained import general_explanation
from memoryadmin.packs.banking.fragments import fragment_frame, reading, without_group_size
from memoryadmin.packs.banking.frames import (
    _COUNT_LIVE,
    _SECOND_CLAUSE,
    _no_live_value,
    asked_frame,
    group_frame,
)
from memoryadmin.packs.banking.frames_told import explained_frame, scheduled_frame
from memoryadmin.packs.banking.goals import blank_goal_year
from memoryadmin.packs.banking.group_names import without_given_name
from memoryadmin.packs.banking.group_rule_frames import collector_frame, rule_frame
from memoryadmin.packs.banking.group_rules import fixed_place, without_group_rules
from memoryadmin.packs.banking.group_sayings import keeper_frame
from memoryadmin.packs.banking.group_sizes import in_words
from memoryadmin.packs.banking.habits_held import without_habits_held
from memoryadmin.packs.banking.kept_with import kept_with_frame
from memoryadmin.packs.banking.livelihood import livelihood_frame
from memoryadmin.packs.banking.losses import loss_over
from memoryadmin.packs.banking.mandate import mandate_frame, without_name_words
from memoryadmin.packs.banking.members import members_frame
from memoryadmin.packs.banking.now_elsewhere import kreyol_turn, pot_goes_now
from memoryadmin.packs.banking.now_round66 import turn_now
from memoryadmin.packs.banking.now_round67 import turn_now_east
from memoryadmin.packs.banking.now_round71 import pot_paid_now
from memoryadmin.packs.banking.paying_in import blank_each_pays
from memoryadmin.packs.banking.places import place_network
from memoryadmin.packs.banking.recurring import without_recurring_amounts
from memoryadmin.packs.banking.roles import role_frame
from memoryadmin.packs.banking.stage import fallen_into
from memoryadmin.packs.banking.terms import without_arranged_terms, without_chit_value
from memoryadmin.packs.banking.views_held import view_frame

_I = re.IGNORECASE

_OWNER = r"(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[a-z]+['’]s)"
_END = r"\s*[.!]?\s*$"
_NAME = r"(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z0-9])[\w'’&-]*){0,3}"
# A state or a word of how things stand is never a provider's name, capitalised or not.
_NOT_A_NAME = (
    r"(?!(?:active|inactive|blocked|frozen|locked|pending|dormant|empty|closed|suspended|"
    r"restricted|overdrawn|negative|low|full|new|ready|open|down|offline|unavailable|"
    r"working|fine|ok|okay|not|no|now|still|currently)\b)"
)

# Which provider a product of the user's is: "the user's main mobile wallet is Telebirr".
_PROVIDER = re.compile(
    rf"^\s*{_OWNER}\s+(?:(?:main|primary|usual|preferred|only|everyday|day-to-day|business|"
    r"personal|salary|savings|current|other|second)\s+)?(?:(?:mobile|mobile-money|digital|"
    r"online|bank|savings|current|salary|business|debit|credit|prepaid)\s+)?(?:wallet|bank|"
    r"account|card|provider|network|app)\s+(?:is|has\s+always\s+been)\s+(?:with\s+)?"
    rf"{_NOT_A_NAME}{_NAME}{_END}",
    _I,
)

# A cost paid ahead by the period, as whoever it is paid to requires.
_COST = (
    r"(?:rent|school\s+fees|fees|tuition|premiums?|insurance|subscription|service\s+charge|"
    r"levy|dues)"
)
_AHEAD = re.compile(
    r"^\s*(?:the\s+user|he|she|they|(?-i:[A-Z])[a-z]+)\s+(?:always\s+|usually\s+|normally\s+)?"
    r"pays?\s+(?:his|her|their)\s+(?:(?-i:[A-Z])[\w'’-]*\s+|[\w'’-]+\s+){0,2}?"
    + _COST
    + r"\s+(?:(?:a|one|each|every)\s+(?:year|term|quarter)|(?:two|three|four|six|twelve)\s+"
    r"(?:months|terms|years)|annually|yearly|termly)\s+in\s+advance"
    r"(?:\s*,?\s*(?:as|because)\s+(?:his|her|their|the)\s+(?:[\w-]+\s+)?(?:landlord|landlady|"
    r"school|insurer|agent|lessor|owner|estate|caretaker|college|university)\s+(?:requires|"
    r"demands|expects|insists(?:\s+on\s+it)?|asks\s+for\s+it|wants\s+it))?" + _END,
    _I,
)

# One of an account's signatories: "is one of three signatories on his church's building fund
# account" (or "one of the two signatories to the chama's account").
_COUNT_WORD = r"(?:two|three|four|five|six|\d)"
_SIGNATORY = re.compile(
    rf"^\s*(?:the\s+user|he|she|(?-i:[A-Z])[a-z]+)\s+is\s+one\s+of\s+(?:the\s+|its\s+)?{_COUNT_WORD}\s+"
    r"(?:authori[sz]ed\s+)?(?:signatories|signatures|mandate\s+holders)\s+(?:on|to|of|for)\s+"
    rf"(?:the\s+|{_OWNER}\s+)(?:[\w'’-]+\s+){{0,5}}?(?:account|accounts|fund){_END}",
    _I,
)


# A place in a rotation always chosen: "always takes the last slot in her Ajo rotation", "usually
# asks for the first turn in the chama's payout rotation"; then nothing, or why.
_SLOT_WORD = r"(?:first|last|final|earliest|latest|second|third)"
_CHOSEN_SLOT = re.compile(
    r"^\s*(?:the\s+user|he|she|they|(?-i:[A-Z])[a-z]+)\s+(?:always|usually|normally|typically|"
    r"prefers\s+to|likes\s+to|chooses\s+to)\s+(?:takes?|asks?\s+for|chooses?|picks?|requests?|"
    rf"opts?\s+for|goes?\s+for)\s+(?:the\s+)?{_SLOT_WORD}\s+(?:slot|turn|place|position|payout|"
    r"spot)\s+in\s+(?:the\s+|his\s+|her\s+|their\s+)(?:[\w'’-]+\s+){0,3}?(?:rotation|cycle|"
    r"round|queue|payout\s+order)\b"
    r"(?P<why>\s*,?\s*(?:so|so\s+that|because|since|as)\s+[^.;!?]*?)?" + _END,
    _I,
)

# A group the user started and still runs: "…and still coordinates it", as the sentence ends.
_STARTED = re.compile(
    r"\b(?:started|founded|co-founded|set\s+up|formed|created|launched|began)\s+(?:the|a|an|his|"
    r"her|their)\s+"
    # ... or started by someone else, whoever runs it now: "was started by her late mother and
    # Funmi now coordinates it" (a role handed down and held, like "is its coordinator"; round 59).
    r"|\b(?:was|were)\s+(?:first\s+|originally\s+)?(?:started|founded|set\s+up|formed|created)\s+"
    r"by\s+(?:his|her|their)\s+(?:late\s+)?[\w-]+",
    _I,
)
_STILL_RUNS = re.compile(
    r"\s*,?\s+and\s+(?:(?:(?:he|she|they|the\s+user|(?-i:[A-Z])[a-z]+)\s+(?=now\b))?(?:still|now)\s+"
    r"(?:coordinates|runs|manages|chairs|leads|heads|organi[sz]es|oversees|administers)\s+it"
    # ... or a family that keeps the custom a forebear began: "and the family still keeps one" (a
    # group of that kind kept up, not the money kept: "still keeps it" is read as before).
    r"|(?:the|his|her|their)\s+(?:family|families|children|descendants)\s+still\s+(?:keeps?|runs?|"
    r"has|have)\s+one)" + _END,
    _I,
)


def chosen_frame(sentence: str) -> bool:
    """A place in a rotation always chosen, or a group started and still run (see above)."""
    slot = _CHOSEN_SLOT.search(sentence)
    if slot is not None:
        why = slot.group("why") or ""
        return _no_live_value(why) and _SECOND_CLAUSE.search(why) is None
    kept = _STILL_RUNS.search(sentence)
    if kept is None or _STARTED.search(sentence[: kept.start()]) is None:
        return False
    return group_frame(sentence[: kept.start()] + " and runs it.")


def lasting_frame(sentence: str) -> bool:
    """Which provider a product is, a cost paid ahead as required, one of an account's
    signatories: each the whole sentence (see above), with no live value in it."""
    if _PROVIDER.search(sentence) or _AHEAD.search(sentence):
        return _no_live_value(sentence)
    return _SIGNATORY.search(sentence) is not None and not re.search(
        r"\b(?:still|currently|now|yet|frozen|blocked|dormant)\b", sentence, _I
    )


def terms_frame(sentence: str) -> bool:
    """A lasting arrangement with its amount ("has a monthly standing order of R1,500 to his
    mother", ``terms``), and nothing else live in one clause."""
    rest = without_arranged_terms(sentence)
    return (
        rest is not None
        and _no_live_value(rest)
        and _COUNT_LIVE.search(rest) is None
        and _SECOND_CLAUSE.search(rest) is None
    )


def _asked_of_money_sent(sentence: str) -> bool:
    """A question about money named by a finished act, "the N50k he sent" (``asked_sent``), or
    set as a threshold, "cash-out above GHS 1,000" (``asked_threshold``)."""
    named = threshold_named(money_named_by_act(sentence))
    return named != sentence and asked_frame(named)


def framed(sentence: str) -> bool:
    return (
        asked_frame(sentence)
        or _asked_of_money_sent(sentence)
        # Not a group's sentence that says whose turn its pot is now, in words the group frame
        # does not read as live ("this cycle the equb goes to Obsa", "se tou Lòlò pou l pran
        # sòl la mwa sa a": ``now_elsewhere``, rounds 64-65).
        # Nor whose turn it is this month in round 66's languages ("arisan bulan ini giliran Bu
        # Ratna": ``now_round66``).
        or (
            group_frame(sentence)
            and not (
                pot_goes_now(sentence)
                or kreyol_turn(sentence)
                or turn_now(sentence)
                # ... nor in round 67's ("mzunguko huu … ni zamu ya": ``now_round67``).
                or turn_now_east(sentence)
                # ... nor said as who the group pays now ("the tontine pays out to Tantie Adjoua
                # this round": ``now_round71``).
                or pot_paid_now(sentence)
                # ... nor a product in a state it fell into, whatever group word names it: "the
                # Union Bank account has gone dormant" (``stage``, round 68).
                or fallen_into(sentence)
                # ... nor a sentence in Arabic or Hebrew letters, or with Finglish or Arabizi
                # words of now, whose live words the frame cannot read ("Dowreh hanooz pool
                # nadare", ``customs_hosts``, round 80).
                or unread_now(sentence)
            )
        )
        or explained_frame(sentence)
        or scheduled_frame(sentence)
        or terms_frame(sentence)
        or lasting_frame(sentence)
        or chosen_frame(sentence)
        # An account's people and purpose (``roles``), a dated act (``dated``): rounds 29-30.
        or role_frame(sentence)
        or dated_frame(sentence)
        # A terse line read part by part, a habit of paying in the passive (``fragments``):
        # rounds 31-32.
        or fragment_frame(sentence)
        # An account's mandate and use, a group's property and rules (``mandate``): rounds 31-32.
        or mandate_frame(sentence, framed)
        # A place fixed by the group's order of who its members are (``group_rules``): round 33.
        or fixed_place(sentence)
        # A group's rule said as its rule, a collector's terms (``group_rules``): rounds 37-38.
        or rule_frame(sentence)
        or collector_frame(sentence)
        # What the assistant explained in general, of a kind of thing (``explained``): rounds 39-41.
        or general_explanation(sentence)
        # What the network is like in a place (``places``): round 39.
        or place_network(sentence)
        # Who a group's members are, by kin and trade (``members``): round 43.
        or members_frame(sentence)
        # A state dated to a year and its end, both past (``ended``): round 45.
        or state_ended(sentence)
        # A loss told as over, dated, with what was done about it then (``losses``): rounds 47-48.
        or loss_over(sentence)
        # Someone's work and a habit of their pay beside it, a usual pay rate (``livelihood``).
        or livelihood_frame(sentence)
        # Who keeps a group's list and collects everyone's share (``group_sayings``): round 48.
        or keeper_frame(sentence)
        # Which bank each account is with, an ID linked to a wallet (``kept_with``): round 65.
        or kept_with_frame(sentence)
        # A question asked, reported in French or Kreyòl (``asked_elsewhere``): round 65.
        or asked_elsewhere(sentence)
        # A service preferred over another and why, a conversion asked about (round 78).
        or view_frame(sentence)
    )


def blank_framed(text: str) -> str:
    """``text`` with each framed sentence replaced by spaces, and the amounts each other sentence
    sets by a recurrence (``recurring``), offsets kept.

    Every summary rule reads the text through this (``rules._unframed``), six times a text, and
    the frames that read a sentence in parts read every rule again on each part: it is worked out
    once per text and per reading (whether the rules are reading a part, ``fragments``)."""
    return _blank_framed(text, reading())


@lru_cache(maxsize=4096)
def _blank_framed(text: str, reading: bool) -> str:
    del reading  # part of the key: a frame reads differently inside a part (``fragments``)
    out = text
    for offset, sentence in offset_sentences(text):
        # A sentence framed once the condition of someone's absence is left out (``absences``).
        # ... or once a group's given name is made neutral: "is called Peace Be Still" (round 63).
        named = without_given_name(sentence)
        # ... or once a group's custom of turns is put in neutral words: "turns follow the order
        # in which members joined" (``customs``, rounds 64-65).
        # ... in round 78's words too: "whoever joins last takes the last turn"
        # (``customs_circles``).
        custom = without_customs(without_circle_customs(sentence))
        # ... or once a group's size said with who its members are is written in words: "an
        # esusu of 12 traders" (``group_sizes``, round 68).
        sized = in_words(sentence)
        if (
            framed(sentence.strip())
            or framed(without_absence(sentence).strip())
            or (named != sentence and framed(named.strip()))
            or (custom != sentence and framed(custom.strip()))
            or (sized != sentence and framed(sized.strip()))
        ):
            kept = " " * len(sentence)
        else:
            kept = without_recurring_amounts(without_group_rules(sentence, general=False))
            # A group's size said with its terms (``fragments``).
            kept = without_group_size(kept, sentence)
            # Words that are a name or a noun's modifier, not a state (``mandate``).
            kept = without_name_words(kept)
            # A group's or a business's given name: "is called Peace Be Still" (``group_names``).
            kept = without_given_name(kept)
            # Whose absence an arrangement holds in: "when Rohit is travelling" (``absences``).
            kept = blank_absence(kept)
            # The year a goal saved for is expected: "…, expected around 2027" (``goals``).
            kept = blank_goal_year(kept)
            # A chit's size: "a 20-month, ₹2 lakh chit" (``terms``).
            kept = without_chit_value(kept)
            # When a group's money is collected: "…, collected after Sunday mass" (``customs``).
            kept = blank_joined_customs(blank_collected_when(kept))
            # Round 80's customs and habits: "as organiser, always takes the first turn",
            # "remits through Al Ansari Exchange" (``customs_hosts``).
            kept = blank_customs_hosts(kept)
            # ... and round 81's: "the whole pot goes to one member in turn" (``customs_north``).
            kept = blank_customs_north(kept, sentence)
            # ... and round 82's: "are paid by transfer into the coordinator's … account", a
            # salary band, a driver's weekly payouts (``customs_west``).
            kept = blank_customs_west(kept, sentence)
            # ... and round 86's: who handles a family estate, an employer's pay day, a parish's
            # monthly dues, a group's WhatsApp channel, a threshold in a preference
            # (``customs_round86``).
            kept = blank_customs_86(kept, sentence)
            # A held word in a habit or a past occurrence: "usually reviews any pending
            # transactions on Mondays", "was blocked once in 2020" (``habits_held``, rounds 72-73).
            kept = without_habits_held(kept)
            # "Each member … contributes ₹5,000 per month": the group's terms (``paying_in``).
            kept = blank_each_pays(kept, sentence)
        out = out[:offset] + kept + out[offset + len(sentence) :]
    return out
