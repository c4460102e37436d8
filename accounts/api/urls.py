from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from accounts.api import (
    proxy,
    proxy_anthropic,
    proxy_responses,
    views,
    views_compaction,
    views_forget,
    views_turns,
)

app_name = "api"

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
    path("accounts/<str:account>", views.AccountView.as_view(), name="account"),
    path("accounts/<str:account>/messages", views.MessagesView.as_view(), name="messages"),
    path("accounts/<str:account>/context", views.ContextView.as_view(), name="context"),
    path("accounts/<str:account>/memory", views.MemoryView.as_view(), name="memory"),
    path("accounts/<str:account>/facts", views.FactsView.as_view(), name="facts"),
    path("accounts/<str:account>/turns", views_turns.TurnsView.as_view(), name="turns"),
    path("accounts/<str:account>/forget", views_forget.ForgetView.as_view(), name="forget"),
    path(
        "accounts/<str:account>/compact",
        views_compaction.CompactView.as_view(),
        name="compact",
    ),
    path("rules/check", views_compaction.RulesCheckView.as_view(), name="rules_check"),
    path(
        "openai/chat/completions",
        proxy.ChatCompletionsView.as_view(),
        name="openai_chat_completions",
    ),
    path("openai/responses", proxy_responses.ResponsesView.as_view(), name="openai_responses"),
    path(
        "anthropic/v1/messages",
        proxy_anthropic.AnthropicMessagesView.as_view(),
        name="anthropic_messages",
    ),
]
