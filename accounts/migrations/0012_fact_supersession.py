"""Facts that change (issue 26): ``Fact.since``, when a fact became true as far as the engine
knows. Existing rows get the time of the user message they were picked up from, or the time
they were learned (a stated fact's statement)."""

from django.db import migrations, models
from django.db.models import F, OuterRef, Subquery


def backfill_since(apps, schema_editor):
    Fact = apps.get_model("accounts", "Fact")
    Message = apps.get_model("accounts", "Message")
    quoted = Message.objects.filter(pk=OuterRef("source_message_id")).values("created_at")[:1]
    Fact.objects.filter(source_message__isnull=False).update(since=Subquery(quoted))
    Fact.objects.filter(since__isnull=True).update(since=F("learned_at"))


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0011_message_superseded"),
    ]

    operations = [
        migrations.AddField(
            model_name="fact",
            name="since",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.RunPython(backfill_since, migrations.RunPython.noop),
    ]
