// The console's one behaviour for in-page (htmx) actions, for every hx-* control without
// per-page code: a progress bar and a busy, disabled control while a request runs; a
// message when it fails. Pages work without this file (plain links and forms).
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // --- the current section in the nav, and the menu at narrow widths ---------------
  function markNav() {
    var path = window.location.pathname, best = null;
    document.querySelectorAll("header.top nav a[data-nav]").forEach(function (a) {
      var p = a.getAttribute("data-nav");
      if ((p === "/" ? path === "/" : path.indexOf(p) === 0) && (!best || p.length > best.getAttribute("data-nav").length)) best = a;
    });
    if (best) { best.classList.add("on"); best.setAttribute("aria-current", "page"); }
  }

  function setupMenu() {
    var header = document.querySelector("header.top");
    var toggle = header && header.querySelector(".menu-toggle");
    if (!toggle) return;
    function set(open) {
      header.classList.toggle("open", open);
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    }
    toggle.addEventListener("click", function () { set(!header.classList.contains("open")); });
    document.addEventListener("keydown", function (e) {
      if (e.key === "Escape" && header.classList.contains("open")) { set(false); toggle.focus(); }
    });
  }

  // --- messages ---------------------------------------------------------------------
  var TOAST_MS = 12000;

  function toast(text, kind) {
    var box = document.getElementById("toasts");
    if (!box) return;
    var item = document.createElement("div");
    item.className = "toast " + (kind || "danger");
    var words = document.createElement("span");
    words.textContent = text;
    var close = document.createElement("button");
    close.type = "button";
    close.className = "link";
    close.setAttribute("aria-label", "Dismiss message");
    close.textContent = "×";
    close.addEventListener("click", function () { item.remove(); });
    item.appendChild(words);
    item.appendChild(close);
    box.appendChild(item);
    window.setTimeout(function () { item.remove(); }, TOAST_MS);
  }
  window.consoleToast = toast;

  // The server's own short sentence (text/plain, as the console's middleware answers a
  // refusal) when it gave one; else a sentence for the status.
  function failureText(xhr) {
    var type = (xhr.getResponseHeader("Content-Type") || "").toLowerCase();
    var body = (xhr.responseText || "").trim();
    if (type.indexOf("text/plain") === 0 && body && body.length <= 400) return body;
    switch (xhr.status) {
      case 400: return "The server could not use this request. Reload the page and try again.";
      case 403: return "You don't have permission to do this. The attempt was logged.";
      case 404: return "Not found: it may have been removed or purged. Reload the page.";
      case 405: return "This action cannot be done this way. Reload the page and try again.";
      case 409: return "Someone changed this at the same time. Reload the page and try again.";
      case 429: return "Too many requests: wait a moment and try again.";
      case 503: return "The service is unavailable right now (the database may be down). Try again in a moment.";
    }
    if (xhr.status >= 500) return "Something went wrong on the server (" + xhr.status + "). Try again; if it keeps failing, tell an administrator.";
    return "The request failed (" + xhr.status + "). Reload the page and try again.";
  }

  // --- busy controls ----------------------------------------------------------------
  var inFlight = 0;
  var BUSY = "data-console-busy";

  // The controls a request disables: the button that sent it, a form's submit buttons.
  // Text inputs and selects (type-ahead, filters) stay usable: one keeps typing.
  function controlsOf(elt) {
    var found = [];
    if (!elt || !elt.matches) return found;
    if (elt.matches("button, input[type=submit], input[type=button]")) found.push(elt);
    if (elt.matches("form")) {
      elt.querySelectorAll("button:not([type=button]), input[type=submit]").forEach(function (b) { found.push(b); });
    }
    return found;
  }

  function busy(elt, on) {
    controlsOf(elt).forEach(function (c) {
      if (on && !c.disabled) { c.disabled = true; c.setAttribute(BUSY, ""); c.setAttribute("aria-busy", "true"); }
      if (!on && c.hasAttribute(BUSY)) { c.disabled = false; c.removeAttribute(BUSY); c.removeAttribute("aria-busy"); }
    });
    if (elt && elt.matches && elt.matches("a")) {
      elt.classList.toggle("busy", on);
      if (on) elt.setAttribute("aria-busy", "true"); else elt.removeAttribute("aria-busy");
    }
  }

  document.addEventListener("htmx:beforeRequest", function (e) {
    inFlight += 1;
    document.body.classList.add("busy");
    busy(e.detail.elt, true);
  });
  document.addEventListener("htmx:afterRequest", function (e) {
    inFlight = Math.max(0, inFlight - 1);
    if (!inFlight) document.body.classList.remove("busy");
    busy(e.detail.elt, false);
  });
  // A request whose element was swapped away never sees afterRequest on it: free the buttons anyway.
  document.addEventListener("htmx:afterSettle", function () {
    if (inFlight) return;
    document.querySelectorAll("[" + BUSY + "]").forEach(function (c) { busy(c, false); });
  });

  document.addEventListener("htmx:responseError", function (e) {
    toast(failureText(e.detail.xhr));
  });
  document.addEventListener("htmx:sendError", function () {
    toast("Could not reach the server. Check the connection and try again.");
  });
  document.addEventListener("htmx:timeout", function () {
    toast("The server took too long to answer. Try again.");
  });

  // A select marked data-autosubmit submits its form when changed (no inline handlers: the
  // Content-Security-Policy allows scripts from our own files only).
  document.addEventListener("change", function (e) {
    var el = e.target;
    if (el && el.matches && el.matches("[data-autosubmit]") && el.form) el.form.requestSubmit();
  });

  // A page the browser brings back from its cache must not show a frozen bar or buttons.
  window.addEventListener("pageshow", function () {
    inFlight = 0;
    document.body.classList.remove("busy");
    document.querySelectorAll("[" + BUSY + "]").forEach(function (c) { busy(c, false); });
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { markNav(); setupMenu(); });
  } else { markNav(); setupMenu(); }
})();
