"""Console users are granted projects (docs/screens.md "Scoped by project").

Schema: ``ProjectGrant`` (a user and one project, or every project), the project an
audit entry concerns, and the project an unclassified tool was last seen in.

Data, so a deployment that upgrades keeps today's behaviour: every existing console
user (a member of a role group) is granted what they saw before, ops every project
(they create keys for new projects) and the others each project that exists now; new
users get nothing until granted. Existing audit entries and tools get the project
they concern where it can be told (a project named in the entry, a ``<project>:<id>``
or ``project:<slug>`` target, an attempt's account, an account id only one project
holds); the rest stay without one, which only those granted every project see.
"""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models

ROLES = ["ops", "support", "reviewer", "viewer"]
CHUNK = 2000


def grant_existing_users(apps, schema_editor):
    User = apps.get_model(*settings.AUTH_USER_MODEL.split("."))
    Project = apps.get_model("accounts", "Project")
    Grant = apps.get_model("accounts", "ProjectGrant")
    projects = list(Project.objects.values_list("pk", flat=True))
    users = User.objects.filter(groups__name__in=ROLES).distinct()
    for user in users.prefetch_related("groups"):
        roles = {g.name for g in user.groups.all()}
        if "ops" in roles:
            Grant.objects.get_or_create(
                user=user, every_project=True, defaults={"granted_by": "migration 0015"}
            )
            continue
        for pk in projects:
            Grant.objects.get_or_create(
                user=user, project_id=pk, defaults={"granted_by": "migration 0015"}
            )


def _holders(Account, ids):
    """Each account id and the projects holding it (one query)."""
    found = {}
    for external_id, project_id in Account.objects.filter(external_id__in=list(ids)).values_list(
        "external_id", "project_id"
    ):
        found.setdefault(external_id, set()).add(project_id)
    return found


def _project_of_entry(entry, slugs, holders, attempts):
    for side in (entry.after, entry.before):
        if isinstance(side, dict) and side.get("project") in slugs:
            return slugs[side["project"]]
    target = entry.target or ""
    head, sep, tail = target.partition(":")
    if head == "project" and tail in slugs:
        return slugs[tail]
    if head == "attempt" and tail.isdigit():
        return attempts.get(int(tail))
    if sep and head in slugs and slugs[head] in holders.get(tail, set()):
        return slugs[head]
    owners = holders.get(head, set())
    return next(iter(owners)) if len(owners) == 1 else None


def backfill_audit(apps, schema_editor):
    Entry = apps.get_model("accounts", "AuditEntry")
    Account = apps.get_model("accounts", "Account")
    Attempt = apps.get_model("accounts", "CompactionAttempt")
    slugs = dict(apps.get_model("accounts", "Project").objects.values_list("slug", "pk"))
    last = 0
    while True:
        chunk = list(Entry.objects.filter(pk__gt=last).order_by("pk")[:CHUNK])
        if not chunk:
            return
        last = chunk[-1].pk
        ids = set()
        attempt_ids = set()
        for e in chunk:
            head, _, tail = (e.target or "").partition(":")
            ids.update({head, tail})
            if head == "attempt" and tail.isdigit():
                attempt_ids.add(int(tail))
        holders = _holders(Account, ids - {""})
        attempts = dict(
            Attempt.objects.filter(pk__in=attempt_ids).values_list("pk", "account__project_id")
        )
        per_project = {}
        for e in chunk:
            project = _project_of_entry(e, slugs, holders, attempts)
            if project is not None:
                per_project.setdefault(project, []).append(e.pk)
        for project, pks in per_project.items():
            Entry.objects.filter(pk__in=pks).update(project_id=project)


def backfill_tools(apps, schema_editor):
    Tool = apps.get_model("accounts", "UnclassifiedTool")
    Account = apps.get_model("accounts", "Account")
    tools = list(Tool.objects.exclude(last_account="").values_list("pk", "last_account"))
    holders = _holders(Account, {a for _, a in tools})
    for pk, account in tools:
        owners = holders.get(account, set())
        if len(owners) == 1:
            Tool.objects.filter(pk=pk).update(last_project_id=next(iter(owners)))


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0014_turn_log'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='auditentry',
            name='project',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='accounts.project'),
        ),
        migrations.AddField(
            model_name='unclassifiedtool',
            name='last_project',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='accounts.project'),
        ),
        migrations.CreateModel(
            name='ProjectGrant',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('every_project', models.BooleanField(default=False)),
                ('granted_at', models.DateTimeField(default=django.utils.timezone.now)),
                ('granted_by', models.CharField(blank=True, default='', max_length=150)),
                ('project', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='grants', to='accounts.project')),
                ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='project_grants', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'constraints': [models.CheckConstraint(condition=models.Q(models.Q(('every_project', True), ('project__isnull', True)), models.Q(('every_project', False), ('project__isnull', False)), _connector='OR'), name='grant_one_project_or_every'), models.UniqueConstraint(fields=('user', 'project'), name='grant_project_once'), models.UniqueConstraint(condition=models.Q(('every_project', True)), fields=('user',), name='grant_every_project_once')],
            },
        ),
        # Backwards the grants and links go with the fields above: nothing to undo here.
        migrations.RunPython(grant_existing_users, migrations.RunPython.noop),
        migrations.RunPython(backfill_audit, migrations.RunPython.noop),
        migrations.RunPython(backfill_tools, migrations.RunPython.noop),
    ]
