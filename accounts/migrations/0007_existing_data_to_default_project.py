"""Projects, step 2 of 3: every account and key that exists moves to the ``default`` project."""

from django.db import migrations


def to_default(apps, schema_editor):
    Project = apps.get_model("accounts", "Project")
    default, _ = Project.objects.get_or_create(slug="default", defaults={"name": "Default"})
    apps.get_model("accounts", "Account").objects.filter(project__isnull=True).update(
        project=default
    )
    apps.get_model("accounts", "ApiKey").objects.filter(project__isnull=True).update(
        project=default
    )


class Migration(migrations.Migration):
    dependencies = [("accounts", "0006_projects_schema")]

    # Backwards the links go with step 1's fields; nothing to undo here.
    operations = [migrations.RunPython(to_default, migrations.RunPython.noop)]
