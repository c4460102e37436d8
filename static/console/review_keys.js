// Keyboard-first review: j/k next and previous, c/f (or m) verdicts, Enter opens.
// Everything here is also a plain link or button; this only saves the mouse.
(function () {
  "use strict";
  var row = -1;
  function typing(e) {
    var t = e.target;
    return t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }
  function go(url) { if (url) { window.location.href = url; } }
  function rows() { return Array.prototype.slice.call(document.querySelectorAll("[data-keys=list] tr[data-href]")); }
  function mark(list) {
    list.forEach(function (r, i) { r.classList.toggle("mark", i === row); });
    if (list[row]) { list[row].scrollIntoView({ block: "nearest" }); }
  }
  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e)) { return; }
    var item = document.querySelector("[data-keys=item]");
    if (item) {
      if (e.key === "j") { go(item.getAttribute("data-next")); }
      else if (e.key === "k") { go(item.getAttribute("data-prev")); }
      else {
        var b = item.querySelector("button[data-key='" + e.key + "']");
        // An item just swapped in may not be wired up by htmx yet (a key pressed fast, a
        // busy machine): wire it now, so the verdict posts in place, not as a page load.
        if (b && window.htmx && b.form) { window.htmx.process(b.form); }
        if (b) { e.preventDefault(); b.click(); }
      }
      return;
    }
    var list = rows();
    if (!list.length) { return; }
    if (e.key === "j") { row = Math.min(row + 1, list.length - 1); mark(list); }
    else if (e.key === "k") { row = Math.max(row - 1, 0); mark(list); }
    else if (e.key === "Enter" && list[row]) { go(list[row].getAttribute("data-href")); }
  });
})();
