from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0009_fallback_counts"),
    ]

    operations = [
        migrations.AddField(
            model_name="message",
            name="superseded",
            field=models.BooleanField(db_default=False, default=False),
        ),
    ]
