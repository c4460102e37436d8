"""Projects (API.md "Accounts and keys"), step 1 of 3: the table and nullable links.

Three migrations, each its own transaction: PostgreSQL refuses to alter a table
in the transaction that just updated its foreign keys ("pending trigger events").
"""

import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("accounts", "0005_forgotten_phrase_digests")]

    operations = [
        migrations.CreateModel(
            name="Project",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("slug", models.SlugField(max_length=64, unique=True)),
                ("name", models.CharField(blank=True, default="", max_length=200)),
                ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
            ],
            options={"ordering": ["slug"]},
        ),
        migrations.AddField(
            model_name="account",
            name="project",
            field=models.ForeignKey(
                null=True,
                on_delete=models.deletion.PROTECT,
                related_name="accounts",
                to="accounts.project",
            ),
        ),
        migrations.AddField(
            model_name="apikey",
            name="project",
            field=models.ForeignKey(
                null=True,
                on_delete=models.deletion.PROTECT,
                related_name="api_keys",
                to="accounts.project",
            ),
        ),
        migrations.AddField(
            model_name="apikey",
            name="read_only",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="apikey",
            name="created_by",
            field=models.CharField(blank=True, default="", max_length=150),
        ),
        migrations.AddField(
            model_name="apikey",
            name="last_used_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name="apikey",
            name="revoked_by",
            field=models.CharField(blank=True, default="", max_length=150),
        ),
        migrations.AddField(
            model_name="apikey",
            name="revoked_reason",
            field=models.TextField(blank=True, default=""),
        ),
        migrations.AddField(
            model_name="rolloutsetting",
            name="project_modes",
            field=models.JSONField(blank=True, default=dict),
        ),
    ]
