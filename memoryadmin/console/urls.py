from django.urls import path

from memoryadmin.console import views

app_name = "console"

urlpatterns = [
    path("", views.overview, name="overview"),
]
