"""Spanish, as customers in the United States write it to send money home (ENGINE.md section 9).

Read over folded words before ``languages.PHRASES``. Only the turns a request to the bank's
assistant takes: a control left out ("sin confirmar", without confirming), a control taken off
("quítame el límite", take the limit off me), the user known without it ("ya sabes que soy
yo"), a code used again ("usa el mismo código de la otra vez"), a standing yes ("dile que sí",
tell it yes), another's leave ("ella tiene mi permiso"). "pa'" (for) and "sin" (without) are
English words too, so each is read only before what it governs.
"""

from __future__ import annotations

SPANISH_WORDS: dict[str, str] = {
    "envios": "transfers",
    "tope": "limit",
    "retiros": "withdrawals",
    "envio": "transfer",
    "remesas": "remittances",
    "remesa": "remittance",
    "cualquier": "any",
    "verificacion": "verification",
    "confirmacion": "confirmation",
    "autorizacion": "authorisation",
    "aprobacion": "approval",
    "permiso": "permission",
    "contrasena": "password",
    # Round 69, Andean Spanish mixed with Quechua: kin with the possessive "-y" (my).
    "mamay": "my mother",
    "churiy": "my son",
    "ususiy": "my daughter",
    "warmiy": "my wife",
    "qosay": "my husband",
    "qusay": "my husband",
    "wayqey": "my brother",
    "wawqey": "my brother",
    # Round 70: a language wished for ("Prefiero español", I prefer Spanish).
    "prefiero": "i prefer",
    "preferimos": "we prefer",
    "espanol": "spanish",
    "castellano": "spanish",
    # Round 77: how amounts are shown ("pon los montos en dólares y en quetzales").
    "montos": "amounts",
    "cantidades": "amounts",
    "dolares": "dollars",
    "quetzales": "quetzales",
    "hables": "you talk",
}

_CONTROL = (
    r"(?:confirm\w*|verific\w*|codigo|code|pin|otp|clave|contrasena|autoriz\w*|aprob\w*|"
    r"pregunt\w*|pedir\w*|limite|limit|revision|chequeo)"
)

SPANISH_PHRASES: tuple[tuple[str, str], ...] = (
    # "pa'" (para) before what it is for: "pa' las remesas", "pa' siempre".
    (r"\bpa\s+(?=(?:las?|los|el|todos?|todas?|siempre|mi|mis)\b)", "for "),
    (r"\bpara\s+siempre\b", "forever"),
    (r"\bde\s+ahora\s+en\s+adelante\b", "from now on"),
    (r"\botra\s+vez\b", "again"),
    # How to be spoken to (round 70): "háblame en español" (speak to me in Spanish).
    (r"\b(?:hablame|hableme|hablenme|escribeme|escribame|respondeme|contestame)\s+en\b",
     "speak to me in"),
    (r"\bque\s+me\s+(?:hables|hable|hablen|escribas|escriba|escriban|respondas|responda|contestes)\s+en\b",
     "that you speak to me in"),
    # A control left out: "sin confirmar", "sin pedirme el código".
    (r"\bsin\s+(?:(?:la|el|mi|me|ningun|ninguna|nada\s+de)\s+)?(?=" + _CONTROL + r")", "without "),
    (r"\bconfirmar\b", "confirming"),
    (r"\bse\s+(?:aprueba|aprueban|acepta|aceptan|autoriza|autorizan)\b", "is approved"),
    (r"\b(?:solito|solita|solo|sola|automaticamente|directo)\b(?=\s+without|\s*$|\s+ok\b)",
     "alone"),
    # A control taken off: "quítame el límite", "quita la verificación".
    (r"\b(?:quitame|quita|quitar|quitale|elimina|eliminame|eliminar|borra|borrame|suprime|"
     r"desactiva|desactivame)\s+(?:el|la|los|las|ese|esa|este|esta|mi)\s+(?=(?:\w+\s+)?"
     r"(?:limit|limite|limites|tope|verific\w*|confirm\w*|codigo|pin|otp|clave|autoriz\w*))",
     "remove the "),
    # The user keeping it: "nunca me quites el límite" (never take the limit off me).
    (r"\bnunca\s+(?:me\s+)?(?:quites|quiten|quite|elimines|borres|desactives)\b",
     "never remove"),
    # The user known without the check: "no necesitas verificarme", "ya sabes que soy yo".
    (r"\bno\s+(?:necesitas|necesitan|tienes\s+que|tienen\s+que|hace\s+falta|hay\s+que)\s+"
     r"(?:verificarme|verificar|confirmarme|confirmar|preguntarme|preguntar|pedirme|pedir)\b",
     "you dont need to verify me"),
    (r"\b(?:ya\s+)?(?:sabes|sabe|saben)\s+que\s+(?:soy\s+yo|es\s+el|es\s+ella)\b",
     "you know it is me"),
    (r"\bguarda(?:lo|la)?\s+(?:eso\s+|esto\s+)?(?=forever|for\s+siempre)", "keep it "),
    # Blind round 79 (Spain): the user said known without the check ("que soy yo siempre"; not
    # "soy yo quien firma", it is I who sign), the signature named, kept in memory.
    (r"\bsoy\s+yo\b(?!\s+(?:quien|el\s+que|la\s+que|mism[oa])\b)", "it is me"),
    (r"\b(?:la|tu|mi)\s+firma\b", "the signature"),
    (r"\b(?:guarda|guardate|ten|anota|apunta)\s+(?:esto|eso)\s+en\s+(?:tu|la)\s+memoria\b",
     "remember this"),
    (r"\bfor\s+siempre\b", "forever"),
    # Never again (blind round 79, Spain): "no me pidas nunca más la firma", "nunca más me pidas".
    (r"\bno\s+me\s+(?:preguntes|pregunten|pidas|pidan)\s+nunca\s+mas\b|"
     r"\bnunca\s+mas\s+me\s+(?:preguntes|pregunten|pidas|pidan)\b", "dont ask me ever again"),
    # Not asked: "no me preguntes", "no me pidas nada nuevo", "no me mandes otro".
    (r"\bno\s+me\s+(?:preguntes|pregunten|pidas|pidan)\b", "dont ask me"),
    (r"\bnada\s+nuevo\b", "anything new"),
    (r"\bno\s+me\s+(?:mandes|mandas|mande|envies|envien)\s+(?:otro|otra|uno\s+nuevo|nuevo)\b",
     "dont send me another"),
    # A code used again: "usa el mismo código de la otra vez", "usa el código anterior".
    (r"\b(?:usa|use|usar|utiliza|reutiliza)\s+(?:el|la)\s+(?:misma?|mismo)\s+", "use the same "),
    (r"\bde\s+la\s+(?:again|vez\s+pasada|ultima\s+vez)\b", "as last time"),
    (r"\b(?:esa|ese|la|el)\s+(?:misma|mismo)\s+(?=autoriz|aprob|confirm|codigo|clave)",
     "that same "),
    (r"\b(?:sirve|sirven|vale|valen|funciona)\s+(?:for|para)\s+(?:todos|todas)\s+(?:los|las)\b",
     "works for all the"),
    # Asked nothing (round 57): "hazlo sin preguntarme" (do it without asking me).
    (r"\b(?:without|sin)\s+(?:preguntarme|consultarme|avisarme|preguntarnos|consultarnos)\b",
     "without asking me"),
    # Another's word done (round 57): "lo que él te diga, hazlo" (whatever he tells you, do it);
    # only told to the assistant ("te", "le"): "lo que ella diga de la fiesta" is no request.
    (r"\b(?:todo\s+)?lo\s+que\s+(?:el|ella|ellos|ellas)\s+(?:te|le|les)\s+"
     r"(?:diga|digan|pida|pidan|mande|manden|ordene|ordenen)\b", "whatever he tells you"),
    (r"\b(?:hazlo|hagalo|haganlo|hazle\s+caso|hagale\s+caso)\b", "do it"),
    # The bank's alarm switched off (round 57): "apaga las notificaciones de seguridad" (read
    # so only after the verb: "mándame las alertas de seguridad por WhatsApp" picks a channel).
    (r"\b(?:apaga|apague|apaguen|apagar|apagame|desactiva|desactive|desactivar)\s+"
     r"(?:las|los|mis)\s+(?:notificaciones|alertas|avisos|mensajes)\s+de\s+(?:seguridad|fraude)\b",
     "turn off the security alerts"),
    # The lock after wrong tries waved off (round 57): "no me bloquees si pongo mal el NIP"
    # ("NIP" is Mexico's PIN, read so only after an article: "nip" is an English word).
    (r"\bno\s+me\s+(?:bloquees|bloqueen|bloquee|bloqueas|bloquean)\b", "dont block me"),
    (r"\b(?:el|mi|tu|su)\s+nip\b", "the pin"),
    (r"(?<=\bequivoco\sde\s)nip\b", "pin"),
    (r"\bsi\s+(?=(?:pongo|meto|ingreso|escribo|marco|tecleo|me\s+equivoco)\b)", "if i "),
    (r"\b(?:pongo|meto|ingreso|escribo|marco|tecleo|pone|mete)\s+mal\s+(?:el|la|mi|the)\s+"
     r"(?:pin|codigo|contrasena|clave|token)\b", "enter the wrong pin"),
    (r"\bme\s+equivoco\s+(?:de|en|con)\s+(?:el\s+|la\s+|mi\s+|the\s+)?(?:pin|codigo|contrasena|clave)\b",
     "enter the wrong pin"),
    # A check no longer asked (round 57): "ya no lo pidas (el token)" (don't ask for it; read
    # "stop asking": after "siempre" (always), "always … dont ask" reads as a stricter habit).
    (r"\b(?:ya\s+)?no\s+(?:me\s+)?(?:lo|la|los|las)\s+(?:pidas|pidan|pida|pides|piden|"
     r"solicites|solicite|soliciten)\b", "stop asking for it"),
    # A standing yes: "dile que sí", "dile que sí a todo lo que pida".
    (r"\b(?:dile|dime|diles|decir|di)\s+que\s+si\b(?:\s+de\s+una)?", "say yes"),
    (r"\ba\s+todo\s+lo\s+que\s+(?:pida|pide|diga|dice|mande|manda|quiera)\b",
     "to everything she asks"),
    (r"\bsiempre\s+que\s+(?:mande|envie|pague|transfiera)\b", "whenever i send"),
    # Another's leave: "ella tiene mi permiso", "él tiene mi autorización".
    (r"\b(?:ella|el|ellos|ellas)\s+(?:tiene|tienen)\s+mi\s+(?=permis|autoriz|aprob|permission|authoris|approval)",
     "she has my "),
    # Round 61/62: a person made trusted ("agrega a … como contacto de confianza"), another's
    # word taken as the user's ("tómalo como si fuera mío"), a control left out with nothing
    # asked ("sin validar nada"), another given the power to authorise ("ella puede autorizar
    # mis pagos"), and whatever another says authorised ("todo lo que él diga autorízalo").
    (r"\b(?:agrega|agregue|agreguen|agregar|anade|anadir|pon|ponga|poner|mete|guarda|registra)\s+"
     r"(?:a\s+)?(?=(?:\w+\s+){0,4}?como\s+(?:contacto|persona|beneficiari[oa])s?\s+de\s+confianza\b)",
     "add "),
    (r"\b(?:como\s+)?(?:contactos?|personas?|beneficiari[oa]s?)\s+de\s+confianza\b",
     "as a trusted contact"),
    (r"\b(?:cuando|cada\s+vez\s+que|siempre\s+que)\s+(?:le|les)\s+(?:mande|mando|envie|envio|"
     r"deposite|transfiera)\s+(?:plata|dinero|lana|feria|pisto|money)\b", "when i send her money"),
    (r"\b(?:es|son)\s+de\s+(?:toda\s+)?confianza\b", "is trusted"),
    (r"\b(?:tomalo|tomala|tomalos|tomenlo|tomelo|consideralo|consideralos|tratalo|tratalos)\s+"
     r"como\s+si\s+(?:fuera|fueran|fuese|fuesen)\s+(?:mio|mios|mia|mias|yo)\b", "treat it as mine"),
    (r"\bcomo\s+si\s+(?:fuera|fuese)\s+yo\b", "as if it were me"),
    (r"\bsin\s+(?:validar|revisar|checar|chequear|comprobar)\b", "without verifying"),
    (r"\b(?:el|ella|ellos|ellas)\s+(?:puede|pueden|podra|podran)\s+(?:autorizar|aprobar|confirmar)\b",
     "she can authorise"),
    # Round 69 (Andean Spanish, Quechua), read before "apruébalo" alone below: "ama tapuwaychu"
    # (don't ask me: "ama … -chu" is the prohibitive, "tapuy" to ask), "aprueba todo nomás" (just
    # approve everything).
    (r"\bama\s+tapu\w*\b", "dont ask me"),
    (r"\b(?:aprueba|apruebe|apruebalo|apruebala|apruebalos|aprueben|aprobar|autoriza|autorice|"
     r"autorizalo|acepta|acepte|aceptalo)\s+(?:todo|todos|todito|toditos|todas)(?:\s+nomas)?\b",
     "approve everything"),
    (r"\b(?:aprueba|apruebe|apruebalo|apruebala|autoriza|autorizalo|acepta|aceptalo)\s+nomas\b",
     "just approve it"),
    (r"\b(?:autorizalo|autorizala|autorizalos|autoricelo|apruebalo|apruebala|apruebelo|"
     r"confirmalo|confirmala)\b", "authorise it"),
    (r"\bmis\s+(?:pagos|transferencias|envios)\b", "my payments"),
    (r"\b(?:todo\s+)?lo\s+que\s+(?:el|ella|ellos|ellas)\s+(?:diga|digan|pida|pidan|mande|manden|"
     r"ordene|ordenen|quiera|quieran)\b(?=\s+(?:authorise|autoriz|aprueb|hazlo|do\s+it|paga|"
     r"pagalo|mandalo|envialo|confirm))", "whatever he says"),
    # Blind round 77 (the Americas): another not to be asked ("que no le pida nada", "no le hagas
    # preguntas de seguridad"), let at the money ("deja que Yokasta pague … desde mi cuenta",
    # "déjale sacar hasta 500 al día de mi tarjeta"), the user at others' money ("yo puedo mover
    # plata de las cuentas de ellos"), a secret kept by the assistant ("memoriza mi clave"), the
    # check answered for the user ("la puede contestar usted por mí"), another number's word as
    # the user's ("lo que te digan de ahí es de mi parte, hazle caso sin preguntar").
    (r"\bdeja(?:le|la|lo|les)?\s+que\s+", "let "),
    (r"\b(?:dejale|dejala|dejalo|dejales)\s+(?=(?:sacar|retirar|mandar|enviar|mover|usar|pagar)\b)",
     "let her "),
    (r"\b(?:sacar|saque|saca|retirar|retire)\s+(?=(?:dinero|plata|lana|feria|pisto|hasta|todo|lo\s+que|\d))",
     "withdraw "),
    (r"\bdeja\s+a\s+(?=\w+\s+(?:pagar|sacar|mandar|enviar|mover|usar|retirar)\b)", "let "),
    (r"\b(?:de|desde)\s+(?=(?:mi|mis)\s+(?:tarjeta|tarjetas|billetera|nequi|daviplata|cuenta|cuentas)\b)",
     "from "),
    (r"\b(?:mi|mis)\s+(tarjeta|billetera)s?\b", "my card"),
    (r"\bsin\s+(?:preguntar|consultar|avisar|verificar)(?:le|les|nos)?\b", "without asking"),
)
# Requests read whole (blind round 77), so a text they read counts as another language's
# (``authority._in_another_language``) and the rules read it in its English words too.
SPANISH_FRAMES: tuple[tuple[str, str], ...] = (
    (r"\bno\s+(?:le|les)\s+(?:hagas|haga|hagan)\s+(?:ninguna\s+)?preguntas?\s+de\s+seguridad\b",
     "dont ask her security questions"),
    (r"\bno\s+(?:le|les)\s+(?:pidas|pida|pidan|preguntes|pregunte|pregunten)\b", "dont ask him"),
    (r"\b(?:yo\s+)?(?:puedo|podre)\s+(?:mover|sacar|retirar|mandar|usar)\s+(?:plata|dinero|lana)\s+"
     r"de\s+(?:las|los)\s+(?:cuentas|tarjetas|billeteras)\s+de\s+(?:ellos|ellas|los\s+\w+|las\s+\w+|"
     r"todos|todas|los\s+socios|los\s+miembros)\b", "i can move money from their accounts"),
    (r"\b(?:anota|anote|anotar|guarda|guarde|guardar|memoriza|memorice|memorizar|apunta|apunte|"
     r"graba|grabe|aprende|aprendete)(?:te)?\s+(?:la\s+|el\s+)?(?:mi|mis)\s+(?:clave|claves|contrasena|pin|nip|"
     r"codigo|token)\b", "save my password"),
    (r"\b(?:la\s+)?respuestas?\s+de\s+(?:mi|mis)\s+preguntas?\s+(?:secretas?|de\s+seguridad)\s+"
     r"(?:la|las|lo|los)\s+(?:puede|pueden|puedes|podes|podra)\s+(?:contestar|responder|dar|poner)"
     r"(?:\s+(?:usted|tu|vos|ustedes))?(?:\s+por\s+mi)?\b",
     "you can answer my secret question for me"),
    (r"\b(authorise|approve|confirm|answer|autoriz\w*|aprob\w*|firm\w*|contest\w*|respond\w*|"
     r"decid\w*)\s+(?:usted\s+|tu\s+|vos\s+|ustedes\s+)?por\s+mi\b", r"\1 for me"),
    (r"\blo\s+que\s+(?:te\s+|le\s+)?(?:digan|diga|manden|mande|escriban|escriba|pidan|pida)\s+"
     r"(?:de|desde)\s+(?:ahi|alli|ese\s+numero|esa\s+linea|ese\s+celular)\s+(?:es|son|va|van)\s+"
     r"(?:de\s+mi\s+parte|mio|como\s+si\s+fuera\s+yo)\b", "messages from that number are from me"),
)
SPANISH_PHRASES += SPANISH_FRAMES
# How amounts are to be shown, each time the assistant speaks of a thing (blind round 77: "Cuando
# hables del envío pon los montos en dólares y en quetzales"): read as its English words, so the
# preference reader finds the act and the wish, and the screens read a wish about money's look
# rather than unread words naming money.
SPANISH_PHRASES += (
    (r"\b(?:cuando|siempre\s+que|cada\s+vez\s+que)\s+(?:me\s+)?(?:hables|hable|hablen|escribas|"
     r"escriba|escriban|menciones|mencione|mencionen)\s+(?:del|de\s+la|de\s+los|de\s+las|de|sobre)\b",
     "when you talk about the"),
    (r"\b(?:pon|ponga|pongan|ponme|poneme|muestra|muestrame|muestre|escribe|escribeme|escriba)\s+"
     r"(?:los|las|todos\s+los|todas\s+las)\s+(?:montos|cantidades|cifras|precios|valores)\s+en\b",
     "show the amounts in"),
)

__all__ = ["SPANISH_FRAMES", "SPANISH_PHRASES", "SPANISH_WORDS"]
