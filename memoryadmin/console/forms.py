"""Forms for the console's actions and filters. Every action form asks for a reason."""

from __future__ import annotations

from typing import Any

from django import forms

from accounts.audit import require_reason
from accounts.errors import InvalidInput
from accounts.messages.services import timezone_valid
from accounts.models import Mode, Project, Scope
from accounts.projects import project_find
from accounts.rollout.ids import parse_ids
from accounts.rollout.selectors import CHECK_LIMIT

KILL_PHRASE = "DISABLE EVERYTHING"
FOLLOW_GLOBAL = "follow"


class ReasonField(forms.CharField):
    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("max_length", 500)
        kwargs.setdefault(
            "widget", forms.TextInput(attrs={"placeholder": "Why? (kept in the audit log)"})
        )
        kwargs.setdefault(
            "error_messages", {"required": "Give a reason: it goes in the audit log."}
        )
        super().__init__(**kwargs)

    def clean(self, value: Any) -> Any:
        try:
            return require_reason(super().clean(value))
        except InvalidInput as exc:
            raise forms.ValidationError("Give a reason: it goes in the audit log.") from exc


class IdsField(forms.CharField):
    """Account ids pasted by a person: commas, spaces or new lines."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault(
            "widget",
            forms.Textarea(attrs={"rows": 3, "placeholder": "acct-1, acct-2 … or one per line"}),
        )
        super().__init__(**kwargs)

    def clean(self, value: Any) -> Any:
        text = super().clean(value)
        ids = list(dict.fromkeys(parse_ids(text or "")))
        if not ids:
            raise forms.ValidationError("Paste at least one account id.")
        if len(ids) > CHECK_LIMIT:
            raise forms.ValidationError(f"At most {CHECK_LIMIT} ids at a time ({len(ids)} given).")
        too_long = [i for i in ids if len(i) > 128]
        if too_long:
            raise forms.ValidationError(f"Id {too_long[0][:20]}… is longer than 128 characters.")
        return ids


class ProjectField(forms.CharField):
    """A project by slug: cleans to the Project, or None when left empty (``required=False``)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("max_length", 64)
        kwargs.setdefault("required", False)
        kwargs.setdefault(
            "widget", forms.TextInput(attrs={"list": "project-slugs", "placeholder": "default"})
        )
        super().__init__(**kwargs)

    def clean(self, value: Any) -> Project | None:
        slug = (super().clean(value) or "").strip()
        if not slug:
            if self.required:
                raise forms.ValidationError("Choose a project.")
            return None
        project = project_find(slug)
        if project is None:
            raise forms.ValidationError(f"No project {slug!r}.")
        return project


class GlobalModeForm(forms.Form):
    mode = forms.ChoiceField(choices=Mode.choices)
    scope = forms.ChoiceField(choices=Scope.choices)
    reason = ReasonField()
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)


class KillSwitchForm(forms.Form):
    on = forms.TypedChoiceField(
        choices=[("1", "on"), ("0", "off")], coerce=lambda v: v == "1", widget=forms.HiddenInput
    )
    phrase = forms.CharField(required=False, max_length=50, label="Type DISABLE EVERYTHING")
    reason = ReasonField()

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("on") and data.get("phrase", "").strip() != KILL_PHRASE:
            self.add_error("phrase", f"Type {KILL_PHRASE} exactly to switch everything off.")
        return data


class AllowForm(forms.Form):
    ids = IdsField(label="Account ids")
    mode = forms.ChoiceField(
        choices=[
            (FOLLOW_GLOBAL, "follow the global mode"),
            (Mode.SHADOW.value, "shadow"),
            (Mode.ENABLED.value, "enabled"),
            (Mode.DISABLED.value, "disabled"),
        ],
        initial=Mode.SHADOW.value,
    )
    project = ProjectField(label="Project")
    reason = ReasonField()
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)

    def mode_value(self) -> str | None:
        mode = self.cleaned_data["mode"]
        return None if mode == FOLLOW_GLOBAL else str(mode)


class ProjectModeForm(forms.Form):
    """A project's own mode, between the global mode and each account's."""

    project = ProjectField(required=True, label="Project")
    mode = forms.ChoiceField(
        choices=[
            (FOLLOW_GLOBAL, "follow the global mode"),
            (Mode.DISABLED.value, "disabled"),
            (Mode.SHADOW.value, "shadow"),
            (Mode.ENABLED.value, "enabled"),
        ],
        initial=FOLLOW_GLOBAL,
    )
    scope = forms.ChoiceField(choices=Scope.choices, initial=Scope.ALLOWLIST)
    reason = ReasonField()
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)

    def mode_value(self) -> str | None:
        mode = self.cleaned_data["mode"]
        return None if mode == FOLLOW_GLOBAL else str(mode)


class RemoveForm(forms.Form):
    ids = IdsField()
    project = ProjectField()
    reason = ReasonField()


class CheckForm(forms.Form):
    ids = IdsField(label="Account ids to check")
    project = ProjectField(label="Project (empty: every project)")


class DayField(forms.DateField):
    """A day typed as the console writes it, YYYY-MM-DD (no browser date picker, whose
    format follows the browser's locale, e.g. mm/dd/yyyy)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("required", False)
        kwargs.setdefault("input_formats", ["%Y-%m-%d"])
        kwargs.setdefault(
            "widget",
            forms.TextInput(
                attrs={
                    "placeholder": "YYYY-MM-DD",
                    "size": "11",
                    "autocomplete": "off",
                }
            ),
        )
        kwargs.setdefault(
            "error_messages",
            {"invalid": "Write the day as YYYY-MM-DD, for example 2026-12-01."},
        )
        super().__init__(**kwargs)


class ShadowFilterForm(forms.Form):
    account = forms.CharField(required=False, max_length=128)
    project = forms.CharField(required=False, max_length=64)
    kind = forms.CharField(required=False, max_length=64)
    since = DayField()
    until = DayField()

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        since, until = data.get("since"), data.get("until")
        if since and until and since > until:
            self.add_error("until", "The last day is before the first: swap them.")
        return data


class AuditFilterForm(forms.Form):
    action = forms.CharField(required=False, max_length=64)
    target = forms.CharField(required=False, max_length=200)
    actor = forms.CharField(required=False, max_length=150)
    account = forms.CharField(required=False, max_length=128)
    project = forms.CharField(required=False, max_length=64)
    # A username: that user's reads of customer data (account pages, turns, diffs, facts…).
    reader = forms.CharField(required=False, max_length=150)

    def clean_project(self) -> str:
        slug = str(self.cleaned_data.get("project") or "").strip()
        if slug and project_find(slug) is None:
            raise forms.ValidationError(f"No project {slug!r}.")
        return slug


class TimezoneForm(forms.Form):
    """The account's time zone: stamps read "Checked live at HH:MM" in it."""

    timezone = forms.CharField(
        max_length=64,
        label="Time zone",
        widget=forms.TextInput(attrs={"placeholder": "Africa/Lagos", "autocomplete": "off"}),
    )
    reason = ReasonField()

    def clean_timezone(self) -> str:
        value = str(self.cleaned_data["timezone"]).strip()
        if not timezone_valid(value):
            raise forms.ValidationError(
                f"Unknown time zone {value!r}: use an IANA name such as Africa/Lagos or UTC."
            )
        return value
