"""Forms of the forget requests screen. Every action asks for a reason."""

from __future__ import annotations

from typing import Any

from django import forms

from accounts.models import ForgetRequest
from memoryadmin.console.forms import ReasonField

STATUS_CHOICES = [("", "any"), ("open", "open (not finished)"), *ForgetRequest.Status.choices]


class ForgetFilterForm(forms.Form):
    status = forms.ChoiceField(choices=STATUS_CHOICES, required=False)
    q = forms.CharField(required=False, max_length=128)


class FileForgetForm(forms.Form):
    """Support files a forget for a user: one fact by key, or everything."""

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
    reason = ReasonField()

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        key = (data.get("key") or "").strip()
        if data.get("everything") and key:
            self.add_error("key", "Leave the key empty to forget everything, or untick it.")
        elif not data.get("everything") and not key:
            self.add_error("key", "Give the key of the fact to forget, or tick everything.")
        data["key"] = key
        return data


class ReasonForm(forms.Form):
    reason = ReasonField()


class WordCheckForm(forms.Form):
    word = forms.CharField(
        max_length=128,
        label="Word",
        widget=forms.TextInput(attrs={"autocomplete": "off", "placeholder": "one word"}),
    )
