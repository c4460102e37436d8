from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("accounts", "0012_fact_supersession"),
    ]

    operations = [
        migrations.CreateModel(
            name="CompactionPause",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("paused", models.BooleanField(default=False)),
                ("reason", models.CharField(blank=True, default="", max_length=200)),
                ("detail", models.TextField(blank=True, default="")),
                ("since", models.DateTimeField(blank=True, null=True)),
                ("resumed_at", models.DateTimeField(blank=True, null=True)),
                ("resumed_by", models.CharField(blank=True, default="", max_length=150)),
            ],
        ),
    ]
