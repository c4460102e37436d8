"""The turn service: one function answers every door's turn (docs/doors.md).

``answer`` holds the types (``TurnAnswer``, ``Turn``), ``service`` the one
function (``turn_answer``), ``counting`` the one place a turn and its fallback
are counted, ``doors`` what a door view reads of a request (thread, record).
The doors' contract is ``accounts.turns`` (``turn_begin``, ``turn_reply``).
"""
