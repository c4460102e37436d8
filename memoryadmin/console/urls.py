"""The console's pages, grouped by screen (docs/screens.md)."""

from django.urls import path

from memoryadmin.console import (
    views,
    views_access,
    views_facts,
    views_forget,
    views_keys,
    views_overview,
    views_review,
    views_rollout,
    views_turns,
)
from memoryadmin.console import views_compaction as vc

app_name = "console"

urlpatterns = [
    # Overview, accounts and the account hub.
    path("", views.overview, name="overview"),
    path("tools/", views_overview.tools, name="tools"),
    path("accounts/", views.accounts, name="accounts"),
    path("accounts/<path:external_id>/", views.account, name="account"),
    path("turns/<int:pk>/", views_turns.turn, name="turn"),
    path("account-timezone/<path:external_id>/", views.account_timezone, name="account_timezone"),
    # Rollout and allowlists.
    path("rollout/", views_rollout.rollout, name="rollout"),
    path("rollout/search/", views_rollout.rollout_search, name="rollout_search"),
    path("rollout/explain/", views_rollout.rollout_explain, name="rollout_explain"),
    path("rollout/check/", views_rollout.rollout_check, name="rollout_check"),
    path("rollout/mode/", views_rollout.rollout_mode, name="rollout_mode"),
    path("rollout/kill/", views_rollout.rollout_kill, name="rollout_kill"),
    path("rollout/project/", views_rollout.rollout_project_mode, name="rollout_project_mode"),
    path("rollout/allow/", views_rollout.rollout_allow, name="rollout_allow"),
    path("rollout/remove/", views_rollout.rollout_remove, name="rollout_remove"),
    # Audit log and shadow diffs.
    path("audit/", views.audit, name="audit"),
    path("shadow/", views.shadow, name="shadow"),
    path("shadow/<int:pk>/", views.shadow_detail, name="shadow_detail"),
    # Facts and their provenance.
    path("facts/", views_facts.facts, name="facts"),
    path("facts/refused/", views_facts.facts_rejections, name="facts_rejections"),
    path("facts/messages/<int:pk>/", views_facts.facts_message, name="facts_message"),
    path("facts/account/<path:external_id>/", views_facts.facts_account, name="facts_account"),
    # Forget requests.
    path("forget/", views_forget.forget_queue, name="forget"),
    path("forget/new/", views_forget.forget_file, name="forget_file"),
    path("forget/preview/", views_forget.forget_preview, name="forget_preview"),
    path("forget/accounts/", views_forget.forget_accounts, name="forget_accounts"),
    path("forget/<int:pk>/", views_forget.forget_detail, name="forget_detail"),
    path("forget/<int:pk>/verify/", views_forget.forget_verify, name="forget_verify"),
    path("forget/<int:pk>/retry/", views_forget.forget_retry, name="forget_retry"),
    path("forget/<int:pk>/clear/", views_forget.forget_clear, name="forget_clear"),
    path("forget/<int:pk>/check/", views_forget.forget_check, name="forget_check"),
    # Compaction: stuck accounts, failures, rejected-summary review and the rule lab.
    path("compaction/", vc.stuck, name="compaction"),
    path("compaction/bulk/", vc.stuck_bulk, name="compaction_bulk"),
    path("compaction/resume/", vc.resume, name="compaction_resume"),
    path("compaction/failures/", vc.failures, name="compaction_failures"),
    path("compaction/a/<path:external_id>/", vc.account, name="compaction_account"),
    path(
        "compaction/act/<str:action>/<path:external_id>/",
        vc.account_action,
        name="compaction_action",
    ),
    path("review/", views_review.review, name="review"),
    path("review/accepted/", views_review.review_accepted, name="review_accepted"),
    path("review/<int:pk>/", views_review.review_item, name="review_item"),
    path("review/<int:pk>/verdict/", views_review.review_verdict, name="review_verdict"),
    path("review/<int:pk>/keep/", views_review.review_keep, name="review_keep"),
    path("rules/lab/", views_review.rulelab, name="rulelab"),
    # API keys: ops create and revoke; every role reads.
    path("keys/", views_keys.keys, name="keys"),
    path("keys/new/", views_keys.key_create, name="key_create"),
    path("keys/<int:pk>/revoke/", views_keys.key_revoke, name="key_revoke"),
    # Access: which projects each console user is granted (ops granted every project).
    path("access/", views_access.access, name="access"),
    path("access/<int:pk>/grant/", views_access.access_grant, name="access_grant"),
    path("access/grants/<int:pk>/revoke/", views_access.access_revoke, name="access_revoke"),
]
