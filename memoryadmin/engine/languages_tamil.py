"""Tamil mixed with English (Tanglish), as customers in Chennai and the diaspora type it (round 61;
round 55's "vendam" is in ``languages_hindi``).

Read over folded words before ``languages.PHRASES``. Tamil puts the verb last and its
postpositions after the noun, so each turn is read into English order: a control left out ("X
illama", without X: "confirmation illama pogattum", let it go without confirmation), from now on
("ini mel"), whatever another asks done ("avar request pannina ellam", all that he requests), a
light verb dropped after the English verb it carries ("approve pannunga", approve), the user not
to be asked ("ennai kekka venam"); and the language to speak ("Tamil la pesunga", speak in
Tamil). "illa" alone (no, not) is left as it is.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold

# Known words, so a Tanglish text is read in English too (the screens read a text in its English
# words only when one of its words is known).
TAMIL_WORDS: dict[str, str] = {
    "pannunga": "",
    "pannungo": "",
    "pogattum": "go through",
    "pogatum": "go through",
    "illama": "without",
    "illaama": "without",
    "illamal": "without",
    "kekka": "ask",
    "ketka": "ask",
    "kekkadheenga": "dont ask",
    "kekkatheenga": "dont ask",
    "pesunga": "speak",
    "kashtam": "hard",
}

_CONTROL = (
    r"(?:confirmation|confirm|otp|pin|code|verification|verify|password|approval|alert|alerts|sms|"
    r"checking|check)"
)
_ENGLISH_VERB = (
    r"(?:approve|send|transfer|pay|confirm|add|remove|save|block|unblock|cancel|off|disable|reply|"
    r"notify|update|change|raise|increase)"
)
_TAMIL_LIGHT = r"(?:pannunga|pannungo|pannidunga|pannidungo|panniru|pannidu|pannu|pannuga)"
_SPOKEN = r"(tamil|english|hindi|telugu|malayalam|kannada|tanglish|sinhala)"

TAMIL_PHRASES: tuple[tuple[str, str], ...] = (
    # The language to speak (round 61 preferences): "Tamil la pesunga" (speak in Tamil), "Tamil
    # le reply pannunga"; "English konjam kashtam" (English is a bit hard).
    (r"\b" + _SPOKEN + r"\s+(?:la|le|lae|il|ile|lla)\s+(?:mattum\s+)?(?:pesunga|pesungo|pesu|"
     r"pesunge|pesanum|sollunga|ezhudhunga|(?:reply|type|message)\s+" + _TAMIL_LIGHT + r")\b",
     r"speak in \1"),
    (r"\b(?:ini\s+mel|inimel|ini\s+mele|inimele|ippo\s+irundhu|ippolerundhu|inimey)\b",
     "from now on"),
    # "ella payment um" (every payment): the "um" (also, all) after its noun dropped.
    (r"\bella\s+(\w+)\s+um\b", r"all \1"),
    (r"\bum\s+(?=" + _CONTROL + r"\b)", ""),
    # A control left out, the postposition after it: "confirmation illama" (without confirmation).
    (r"\b(" + _CONTROL + r")\s+(?:edhuvum\s+|onnum\s+)?(?:illama|illaama|illamal|illaamal|"
     r"illaamale|illamale)\b", r"without \1"),
    # Whatever another asks: "avar request pannina ellam" (all that he requests), "avar sonna
    # ellam" (all that he says).
    (r"\b(?:avar|avaru|avan|aval|avanga|ivar|ivaru)\s+(?:\w+\s+)?(?:pannina|panninaa|pannuna|"
     r"pannunaa|sonna|sonnaa|kettaa|ketta|kekkuradhu|solradhu)\s+(?:ellam|ellame|ellaam|ellaame|"
     r"edhuvaanaalum|edhuvum)\b", "everything he requests"),
    (r"\bdirect\s+(?:ah|aa|a|aah)\b|\bdirecta\b|\bnera\b", "directly"),
    # The light verb after the English verb: "approve pannunga" (approve it).
    (r"\b(" + _ENGLISH_VERB + r")\s+" + _TAMIL_LIGHT + r"\b", r"\1"),
    # Not to be asked: "ennai kekka venam" (no need to ask me), "enkitta kekkadheenga".
    (r"\b(?:ennai|ennaya|enna|enkitta|ennakitta|ennidam)\s+(?:thirumba\s+)?(?:kekka|ketka|kekkave|"
     r"ketkave)\s+(?:venam|vendam|vendaam|venaam|vendaa|theva\s+illa|thevai\s+illai)\b",
     "dont ask me"),
    (r"\b(?:ennai|ennaya|enkitta|ennakitta|ennidam)\s+(?:kekkadheenga|kekkatheenga|kekkadhe|"
     r"kekkaadheenga)\b", "dont ask me"),
    (r"\b(?:konjam|romba|rombo)\s+(?:kashtam|kastam|kashtama)\b", "is hard"),
    *(
        (r"(?<!\S)" + fold(p) + r"(?=\s|$)", e)
        for p, e in (
            # Tamil in its own script (round 64): "என் மகன் கேட்கும் எந்த பணமாற்றத்தையும் என்னிடம்
            # கேட்காமல் அனுப்புங்கள்" (send any transfer my son asks for without asking me). Read
            # folded (the virama dropped), each word whole; the verb last, as Tanglish puts it.
            (r"(?:என்னிடம்|என்கிட்ட|எனக்கு)\s+(?:கேட்காமல்|கேட்காமலே|சொல்லாமல்)", "without asking me"),
            (r"(?:என்னிடம்|என்கிட்ட)\s+(?:கேட்க\s+வேண்டாம்|கேட்காதீர்கள்|கேட்காதே|கேட்காதீங்க)", "dont ask me"),
            (r"(?:கேட்காமல்|கேட்காமலே)", "without asking"),
            (r"என்\s+(?:மகன்|பையன்)", "my son"),
            (r"என்\s+(?:மகள்|பொண்ணு)", "my daughter"),
            (r"என்\s+(?:மனைவி|பொண்டாட்டி)", "my wife"),
            (r"என்\s+(?:கணவர்|கணவன்|புருஷன்)", "my husband"),
            (r"என்\s+(?:அண்ணன்|தம்பி|சகோதரன்)", "my brother"),
            (r"(?:அவன்|அவள்|அவர்|அவங்க)?\s*(?:கேட்கும்|கேட்கிற|கேட்ட|சொல்லும்|சொல்கிற)", "asks for"),
            (r"எந்த|எல்லா", "any"),
            (r"(?:பணமாற்றத்தையும்|பணமாற்றம்|பணப்பரிமாற்றம்|பரிமாற்றத்தையும்|பணத்தையும்|பணம்)", "transfer"),
            (r"(?:அனுப்புங்கள்|அனுப்புங்க|அனுப்பு|அனுப்பிவிடுங்கள்|செய்யுங்கள்|அனுமதியுங்கள்)", "send it"),
            (r"(?:இனிமேல்|இனி)", "from now on"),
        )
    ),
)

__all__ = ["TAMIL_PHRASES", "TAMIL_WORDS"]
