"""Forms of the forget requests screen. Every action asks for a reason."""

from __future__ import annotations

import re
from typing import Any

from django import forms

from accounts.errors import InvalidInput
from accounts.forgetting.services import EXTRA_CHARS, EXTRA_MAX, clean_extra
from accounts.models import ForgetRequest
from memoryadmin.console.forms import ReasonField

STATUS_CHOICES = [("", "any"), ("open", "open (not finished)"), *ForgetRequest.Status.choices]


class ForgetFilterForm(forms.Form):
    status = forms.ChoiceField(choices=STATUS_CHOICES, required=False)
    q = forms.CharField(required=False, max_length=128)


EXTRA_SPLIT = re.compile(r"[,;\n]")


class ForgetWhatForm(forms.Form):
    """What a forget covers: one fact by key, or everything, plus what support adds.

    The preview step uses it alone (nothing is filed); filing adds the reason.
    """

    account = forms.CharField(max_length=128, label="Account id")
    # Needed only when several projects hold the id (ids are unique per project).
    project = forms.CharField(max_length=64, required=False, label="Project")
    key = forms.CharField(
        max_length=128,
        required=False,
        label="Fact key",
        # The key is one of the words being forgotten: the browser must not keep it.
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )
    everything = forms.BooleanField(required=False, label="Forget everything instead")
    extra = forms.CharField(
        max_length=EXTRA_MAX * (EXTRA_CHARS + 2),
        required=False,
        label="Also forget",
        help_text="Words or phrases the fact does not cover, separated by commas.",
        widget=forms.TextInput(
            attrs={"autocomplete": "off", "placeholder": "e.g. a nickname, commas between"}
        ),
    )

    def clean_extra(self) -> list[str]:
        raw = self.cleaned_data.get("extra") or ""
        items = [e.strip() for e in EXTRA_SPLIT.split(raw) if e.strip()]
        try:
            return clean_extra(items)
        except InvalidInput as exc:
            raise forms.ValidationError(str(exc)) from exc

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        key = (data.get("key") or "").strip()
        if data.get("everything") and key:
            self.add_error("key", "Leave the key empty to forget everything, or untick it.")
        elif not data.get("everything") and not key:
            self.add_error("key", "Give the key of the fact to forget, or tick everything.")
        data["key"] = key
        return data


class FileForgetForm(ForgetWhatForm):
    """Support files a forget for a user: one fact by key, or everything."""

    reason = ReasonField()


class ReasonForm(forms.Form):
    reason = ReasonField()


class WordCheckForm(forms.Form):
    word = forms.CharField(
        max_length=128,
        label="Word",
        widget=forms.TextInput(attrs={"autocomplete": "off", "placeholder": "one word"}),
    )
