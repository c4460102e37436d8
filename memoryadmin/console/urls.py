from django.urls import path

from memoryadmin.console import views, views_facts

app_name = "console"

urlpatterns = [
    path("", views.overview, name="overview"),
    path("accounts/", views.accounts, name="accounts"),
    path("accounts/<path:external_id>/", views.account, name="account"),
    path("rollout/", views.rollout, name="rollout"),
    path("rollout/search/", views.rollout_search, name="rollout_search"),
    path("rollout/explain/", views.rollout_explain, name="rollout_explain"),
    path("rollout/check/", views.rollout_check, name="rollout_check"),
    path("rollout/mode/", views.rollout_mode, name="rollout_mode"),
    path("rollout/kill/", views.rollout_kill, name="rollout_kill"),
    path("rollout/allow/", views.rollout_allow, name="rollout_allow"),
    path("rollout/remove/", views.rollout_remove, name="rollout_remove"),
    path("audit/", views.audit, name="audit"),
    path("shadow/", views.shadow, name="shadow"),
    path("shadow/<int:pk>/", views.shadow_detail, name="shadow_detail"),
]

# The facts screen (issue 5).
urlpatterns += [
    path("facts/", views_facts.facts, name="facts"),
    path("facts/refused/", views_facts.facts_rejections, name="facts_rejections"),
    path("facts/messages/<int:pk>/", views_facts.facts_message, name="facts_message"),
    path("facts/account/<path:external_id>/", views_facts.facts_account, name="facts_account"),
]
