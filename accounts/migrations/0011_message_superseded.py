from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0010_message_thread"),
    ]

    operations = [
        migrations.AddField(
            model_name="message",
            name="superseded",
            field=models.BooleanField(db_default=False, default=False),
        ),
    ]
