from django.contrib.auth import views as auth_views
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView

from accounts.mcp.wsgi import McpNeedsAsgi
from memoryadmin.ops import health, metrics


class FaviconView(RedirectView):
    """Browsers ask for /favicon.ico on every page: send them to the console's SVG icon.

    The URL is looked up per request, so a hashed name from collectstatic's manifest
    is found once it exists; not permanent, so a new hash is never cached away.
    """

    def get_redirect_url(self, *args: object, **kwargs: object) -> str:
        return static("console/favicon.svg")


urlpatterns = [
    path("favicon.ico", FaviconView.as_view(), name="favicon"),
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    path("metrics", metrics.metrics_view, name="metrics"),
    path("api/v1/", include("accounts.api.urls")),
    # MCP is served by memoryadmin/asgi.py; under WSGI, a clear 501 (after the key check).
    path("mcp", McpNeedsAsgi.as_view(), name="mcp"),
    path("login/", auth_views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("", include("memoryadmin.console.urls")),
]
