"""Projects, step 3 of 3: every account and key has a project; ids are unique per project."""

import django.db.models.deletion
from django.db import migrations, models

import accounts.models


class Migration(migrations.Migration):
    dependencies = [("accounts", "0007_existing_data_to_default_project")]

    operations = [
        migrations.AlterField(
            model_name="account",
            name="project",
            field=models.ForeignKey(
                default=accounts.models.default_project_id,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="accounts",
                to="accounts.project",
            ),
        ),
        migrations.AlterField(
            model_name="apikey",
            name="project",
            field=models.ForeignKey(
                default=accounts.models.default_project_id,
                on_delete=django.db.models.deletion.PROTECT,
                related_name="api_keys",
                to="accounts.project",
            ),
        ),
        migrations.AlterField(
            model_name="account",
            name="external_id",
            field=models.CharField(db_index=True, max_length=128),
        ),
        migrations.AddConstraint(
            model_name="account",
            constraint=models.UniqueConstraint(
                fields=("project", "external_id"), name="account_project_id_unique"
            ),
        ),
    ]
