// The forget form: the account field's type-ahead (arrow keys, Enter, Escape) and the
// fact keys offered after an unknown key. Without JavaScript the form still works:
// type the id and the key by hand.
(function () {
  "use strict";
  function list() { return document.getElementById("account-options"); }
  function field() { return document.querySelector("input[role=combobox][aria-controls=account-options]"); }
  function options() {
    var l = list();
    return l ? Array.prototype.slice.call(l.querySelectorAll("[role=option]")) : [];
  }
  function open(yes) {
    var l = list(), f = field();
    if (!l || !f) { return; }
    l.hidden = !yes;
    f.setAttribute("aria-expanded", yes ? "true" : "false");
    if (!yes) { f.removeAttribute("aria-activedescendant"); }
  }
  function select(i) {
    var opts = options(), f = field();
    opts.forEach(function (o, k) { o.setAttribute("aria-selected", k === i ? "true" : "false"); });
    if (opts[i] && f) {
      f.setAttribute("aria-activedescendant", opts[i].id);
      opts[i].scrollIntoView({ block: "nearest" });
    }
  }
  function current() {
    return options().findIndex(function (o) { return o.getAttribute("aria-selected") === "true"; });
  }
  // Fill the field (and the project), close the list, and ask for the preview.
  function choose(opt) {
    var f = field();
    if (!opt || !f) { return; }
    f.value = opt.getAttribute("data-account");
    var project = f.form && f.form.querySelector("input[name=project]");
    if (project) { project.value = opt.getAttribute("data-project") || ""; }
    open(false);
    f.dispatchEvent(new Event("change", { bubbles: true }));
  }
  document.addEventListener("keydown", function (e) {
    var f = field();
    if (!f || e.target !== f) { return; }
    var opts = options(), i = current();
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!opts.length) { return; }
      e.preventDefault();
      open(true);
      if (e.key === "ArrowDown") { select(i < 0 ? 0 : Math.min(i + 1, opts.length - 1)); }
      else { select(i <= 0 ? opts.length - 1 : i - 1); }
    } else if (e.key === "Enter" && list() && !list().hidden && i >= 0) {
      e.preventDefault();  // pick the account; do not file the form
      choose(opts[i]);
    } else if (e.key === "Escape" && list() && !list().hidden) {
      e.preventDefault();
      open(false);
    }
  });
  document.addEventListener("click", function (e) {
    var opt = e.target.closest && e.target.closest("#account-options [role=option]");
    if (opt) { choose(opt); return; }
    var key = e.target.closest && e.target.closest("button[data-fact-key]");
    if (key) {
      var form = key.closest("form"), input = form && form.querySelector("input[name=key]");
      if (input) {
        input.value = key.getAttribute("data-fact-key");
        input.dispatchEvent(new Event("change", { bubbles: true }));
        input.focus();
      }
      return;
    }
    if (list() && !list().hidden && !(e.target.closest && e.target.closest(".combo"))) { open(false); }
  });
  // New options arrived: the list shows (when there is something to show) and nothing is selected.
  function sync() {
    var f = field(), l = list();
    if (f && l && f.getAttribute("aria-expanded") !== String(!l.hidden)) {
      f.removeAttribute("aria-activedescendant");
      f.setAttribute("aria-expanded", l.hidden ? "false" : "true");
    }
  }
  document.addEventListener("htmx:afterSwap", sync);
  document.addEventListener("htmx:afterSettle", sync);
})();
