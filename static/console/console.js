// Marks the nav link of the current section; the console works without this.
document.addEventListener("DOMContentLoaded", function () {
  var path = window.location.pathname, best = null;
  document.querySelectorAll("header.top nav a[data-nav]").forEach(function (a) {
    var p = a.getAttribute("data-nav");
    if ((p === "/" ? path === "/" : path.indexOf(p) === 0) && (!best || p.length > best.getAttribute("data-nav").length)) best = a;
  });
  if (best) best.classList.add("on");
});
