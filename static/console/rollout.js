// Rollout's account type-ahead, from the keyboard: ArrowDown/ArrowUp move through the
// matches, Enter picks the highlighted one, Escape closes the list. The input stays
// focused and names the highlighted match with aria-activedescendant (the ARIA
// combobox pattern). Without this script the matches are plain links and still work.
(function () {
  "use strict";

  var refocus = false;  // a match picked from the keyboard: keep typing in the new form

  function input() { return document.querySelector(".typeahead input[role=combobox]"); }
  function list() { return document.getElementById("typeahead"); }
  function options() {
    var l = list();
    return l ? Array.prototype.slice.call(l.querySelectorAll("[role=option]")) : [];
  }

  function highlight(index) {
    var opts = options(), box = input();
    opts.forEach(function (o, i) { o.setAttribute("aria-selected", i === index ? "true" : "false"); });
    if (!box) return;
    if (index >= 0 && opts[index]) {
      box.setAttribute("aria-activedescendant", opts[index].id);
      opts[index].scrollIntoView({ block: "nearest" });
    } else {
      box.removeAttribute("aria-activedescendant");
    }
  }

  function current() {
    return options().findIndex(function (o) { return o.getAttribute("aria-selected") === "true"; });
  }

  function close() {
    var l = list(), box = input();
    if (l) l.innerHTML = "";
    if (box) {
      box.setAttribute("aria-expanded", "false");
      box.removeAttribute("aria-activedescendant");
    }
  }

  document.addEventListener("keydown", function (e) {
    var box = input();
    if (!box || e.target !== box) return;
    var opts = options(), i = current();
    if (e.key === "ArrowDown") {
      if (!opts.length) return;
      e.preventDefault();
      highlight(i < 0 ? 0 : Math.min(i + 1, opts.length - 1));
    } else if (e.key === "ArrowUp") {
      if (!opts.length) return;
      e.preventDefault();
      highlight(i <= 0 ? 0 : i - 1);
    } else if (e.key === "Enter") {
      if (i < 0) return;
      // Picking, not searching: the search event a search box fires on Enter is not wanted.
      e.preventDefault();
      refocus = true;
      opts[i].click();
    } else if (e.key === "Escape") {
      if (!opts.length && !list().textContent.trim()) return;
      e.preventDefault();  // a search box would also clear what was typed
      close();
    }
  });

  // A link that fills a form elsewhere on the page ("Change mode" on an allowlist row
  // fills the overrides form far above it): once the form is in, move to it and focus the
  // field named by data-focus-after, so the click is seen to have done something.
  document.addEventListener("htmx:afterSettle", function (e) {
    var from = e.detail && e.detail.requestConfig && e.detail.requestConfig.elt;
    var sel = from && from.getAttribute && from.getAttribute("data-focus-after");
    var field = sel && document.querySelector(sel);
    if (!field) return;
    field.scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
  });

  // New matches arrived: nothing highlighted yet, and the list says whether it is open.
  document.addEventListener("htmx:afterSwap", function () {
    var l = list(), box = input();
    if (!l || !box) return;
    if (refocus && box !== document.activeElement) {
      refocus = false;
      box.focus();
    }
    box.setAttribute("aria-expanded", options().length ? "true" : "false");
    box.removeAttribute("aria-activedescendant");
  });
})();
