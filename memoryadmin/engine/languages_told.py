"""Words of the sentences a summary tells about someone's life and habits, in Hausa, Twi and Igbo
(blind round 65; more languages after rounds 66-67), so that such a sentence is read whole
(``readable``) instead of being refused as an unread message that names money.

"Yana biyan kudin hayar shagonsa a farkon kowace shekara" (he pays his shop's rent at the start
of each year), "Malam Ibrahim yana amfani da Jaiz Bank saboda bankin Musulunci ne" (uses Jaiz Bank
because it is an Islamic bank), "Ɔde sika kɔma ne maame a ɔte Techiman bosome biara awieeɛ" (he
gives money to his mother, who lives in Techiman, at the end of every month), "Chiamaka na-eji
Moniepoint akwụ ndị na-ebuga ya ngwa ahịa ụgwọ" (uses Moniepoint to pay the people who bring her
goods).

Only words whose English is certain and that tell: a habit's verb, a time, a place, kin. No word of
now, still, left or owed is listed ("yanzu", "seesei", "ugbu a", "saura", "ka"): a sentence with
one keeps a word no table reads, so it stays unread and refused, as a value told in those
languages should be. No word of permission, a control or another person acting is listed either:
those are the attack tables' (``languages``).
"""

from __future__ import annotations

TOLD_WORDS: dict[str, str] = {
    # Hausa: he (is), uses, because, bank (of), pays, rent, his shop, start (of), every, year,
    # month, week, end.
    "yana": "he",
    "tana": "she",
    "amfani": "use",
    "saboda": "because",
    "bankin": "bank",
    "biyan": "pays",
    "hayar": "rent",
    "shagonsa": "his shop",
    "shagonta": "her shop",
    "farkon": "start",
    "karshen": "end",
    "kowace": "every",
    "kowane": "every",
    "shekara": "year",
    "wata": "month",
    "mako": "week",
    # Twi: mother, lives, month, every, end, year, week.
    "maame": "mother",
    "ote": "lives",
    "bosome": "month",
    "biara": "every",
    "awieee": "end",
    "afe": "year",
    "nnawotwe": "week",
    # Igbo: pays, payment, people, bring, goods, market, month, year.
    "akwu": "pays",
    "ugwo": "payment",
    "ndi": "people",
    "ebuga": "bring",
    "ngwa": "goods",
    "ahia": "market",
    "ulo": "house",
    "onwa": "month",
    "afo": "year",
    # Malay and Indonesian (blind round 66): rent, house, after, salary, comes in, saves, the
    # hajj, uses, for, and the months and days of a habit. Not "masih", "sedang", "baki", "tinggal",
    # "belum" (still, now, left, not yet): a value told in them stays unread.
    "sewa": "rent",
    "rumah": "house",
    "lepas": "after",
    "selepas": "after",
    "setelah": "after",
    "gaji": "salary",
    "masuk": "comes in",
    "menyimpan": "saves",
    "simpan": "saves",
    "menabung": "saves",
    "haji": "hajj",
    "umrah": "umrah",
    "menggunakan": "uses",
    "guna": "uses",
    "pakai": "uses",
    "memakai": "uses",
    "kepada": "to",
    "emaknya": "his mother",
    "ibunya": "his mother",
    "ayahnya": "his father",
    "orang": "people",
    "tuanya": "parents",
    "minggu": "week",
    "tahun": "year",
    "hujung": "end",
    "akhir": "end",
    "awal": "start",
    # Brazilian Portuguese (blind round 66): takes part, a savings box and its people, pays (the
    # third person: "cada uma paga R$ 200 por mês", each pays R$ 200 a month).
    "participa": "takes part",
    "participam": "take part",
    "caixinha": "savings group",
    "vizinhas": "neighbours",
    "vizinhos": "neighbours",
    "vizinha": "neighbour",
    "paga": "pays",
    "pagam": "pay",
    # Chichewa (blind round 66): uses (with "ntchito", work), to send, parents, month, every,
    # year, week, end. Not "tsopano", "panopa", "otsala" (now, left): a value stays unread.
    "amagwiritsa": "uses",
    "amagwiritsira": "uses",
    "ntchito": "work",
    "kutumiza": "to send",
    "kutumizira": "to send",
    "makolo": "parents",
    "amayi": "mother",
    "abambo": "father",
    "mwezi": "month",
    "uliwonse": "every",
    "chaka": "year",
    "chilichonse": "every",
    "sabata": "week",
    "kumapeto": "end",
    # Kikuyu (blind round 67): farmer, tea, uses (as a habit). Not "rĩu", "o na rĩu", "atigarĩte"
    # (now, still, left): a value told in them stays unread.
    "murimi": "farmer",
    "majani": "tea",
    "ahuthagira": "uses",
    # Swahili (blind round 67): two, salary, spending. Not "sasa", "bado", "iliyobaki" (now, still,
    # left).
    "mbili": "two",
    "mshahara": "salary",
    "matumizi": "spending",
    # Bemba (blind round 67): sends (as a habit), to, his mother, every, month. Not "nomba",
    # "ifyashalapo" (now, what is left).
    "alatuma": "sends",
    "kuli": "to",
    "bamayo": "his mother",
    "cila": "every",
    "mweshi": "month",
    # Amharic (blind round 67): the user, of the neighbourhood, an iddir (a burial society), member,
    # she is, every month, contribution, she pays, per month, one, time, to his mother, by
    # telebirr, he sends. Not "አሁን", "ገና", "ቀሪ" (now, still, left): a value stays unread.
    "ተጠቃሚዋ": "the user",
    "ተጠቃሚው": "the user",
    "የሰፈሩ": "of the neighbourhood",
    "እድር": "burial society",
    "አባል": "member",
    "ናት": "she is",
    "በየወሩ": "every month",
    "መዋጮ": "contribution",
    "ትከፍላለች": "she pays",
    "በወር": "per month",
    "አንድ": "one",
    "ጊዜ": "time",
    "ለእናቱ": "to his mother",
    "በቴሌብር": "by telebirr",
    "ይልካል": "he sends",
}

__all__ = ["TOLD_WORDS"]
