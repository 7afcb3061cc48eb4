/* The static site without a kernel: what the widgets' Python would do live, done in the browser.
   Loaded on every page by book/_ext/site_assets.py.

   - Live-only widgets (box class holdem-live-only): every control shown disabled.
   - Steppers: the Zurück/Weiter buttons move the stepper's index field (jslinked to its slider
     and pages), an explorer's buttons set it to their target page; all without Python.
   - Pictures keep a readable size on a narrow screen; their box scrolls sideways instead.
   - Search: snippets without hidden code, and from file:// out of a prepared text file. */
(function () {
  "use strict";

  function disableLiveOnly(root) {
    root.querySelectorAll(".holdem-live-only").forEach(function (box) {
      box.classList.add("holdem-static");
      box.querySelectorAll("input, button, select, textarea").forEach(function (el) {
        if (!el.disabled) { el.disabled = true; }
        el.setAttribute("aria-disabled", "true");
        el.title = el.title || "Nur live – mit Python";
      });
      box.querySelectorAll(".noUi-target, .noUi-handle").forEach(function (el) {
        el.setAttribute("disabled", "true");
        el.setAttribute("aria-disabled", "true");
      });
    });
  }

  function indexField(button) {
    var stepper = button.closest(".holdem-stepper");
    return stepper ? stepper.querySelector(".holdem-step-index input") : null;
  }

  function setIndex(field, next) {
    var min = Number(field.min || 0), max = Number(field.max || 0);
    next = Math.max(min, Math.min(max, next));
    if (String(next) === field.value) { return; }
    field.value = String(next);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }

  function stepBy(button, delta) {
    var field = indexField(button);
    if (!field) { return; }
    var min = Number(field.min || 0), max = Number(field.max || 0);
    var next = Number(field.value || 0) + delta;
    if (button.classList.contains("holdem-step-cycle")) {
      next = next > max ? min : (next < min ? max : next);
    }
    setIndex(field, next);
  }

  document.addEventListener("click", function (event) {
    if (!event.target.closest) { return; }
    var button = event.target.closest(".holdem-step-prev, .holdem-step-next, .holdem-goto");
    if (!button || button.disabled) { return; }
    if (button.classList.contains("holdem-goto")) {
      // An explorer's button names its target page in a class: holdem-goto-17.
      var target = Array.prototype.find.call(button.classList, function (c) { return /^holdem-goto-\d+$/.test(c); });
      var field = indexField(button);
      if (target && field) { setIndex(field, Number(target.split("-").pop())); }
      return;
    }
    stepBy(button, button.classList.contains("holdem-step-prev") ? -1 : 1);
  }, true);

  // On a phone a picture never shrinks below 60 % of its size (nor below 480 px unless it is smaller):
  // its box scrolls sideways on a phone instead. Print resets this (holdem-site.css).
  function readableSize(img) {
    if (!img.naturalWidth || img.dataset.holdemSized) { return; }
    if (!img.closest(".bd-article")) { return; }
    img.dataset.holdemSized = "1";
    var natural = img.naturalWidth;
    var floor = Math.min(natural, Math.max(480, Math.round(0.6 * natural)));
    // Used by holdem-site.css on narrow screens only: on a desktop the picture fits its column.
    img.style.setProperty("--holdem-min-width", floor + "px");
    if (img.parentElement) { img.parentElement.classList.add("holdem-scroll-x"); }
  }

  function sizeImages(root) {
    root.querySelectorAll("img").forEach(function (img) {
      if (img.complete) { readableSize(img); } else { img.addEventListener("load", function () { readableSize(img); }); }
    });
  }

  function scan(root) {
    disableLiveOnly(root);
    sizeImages(root);
  }

  function start() {
    scan(document);
    // Widgets are drawn after the page has loaded (embed.js): look again whenever they appear.
    var pending = false;
    new MutationObserver(function () {
      if (pending) { return; }
      pending = true;
      window.requestAnimationFrame(function () { pending = false; scan(document); });
    }).observe(document.body, { childList: true, subtree: true });
    patchSearch();
  }

  function patchSearch() {
    // searchtools.js declares "const Search": a global binding, not a property of window.
    var search = typeof Search !== "undefined" ? Search : null;  // eslint-disable-line no-undef
    if (!search || !search.htmlToText || search.holdemPatched) { return; }
    search.holdemPatched = true;
    var original = search.htmlToText;
    // Snippets from the reader's text: no hidden code, no widget data.
    search.htmlToText = function (htmlString, anchor) {
      var doc = new DOMParser().parseFromString(htmlString, "text/html");
      doc.querySelectorAll(".cell_input, details.hide, script, style, .headerlink, .bd-header-article, .header-article, #print-main-content, .onlyprint").forEach(function (el) { el.remove(); });
      return original(doc.documentElement.outerHTML, anchor);
    };
    if (location.protocol !== "file:" || !window.HOLDEM_SEARCH_TEXTS) { return; }
    // From file:// the browser refuses to fetch the pages (CORS): answer from the prepared texts.
    var realFetch = window.fetch;
    window.fetch = function (url) {
      var path = String(url);
      var root = document.documentElement.dataset.content_root || "";
      var name = decodeURI(path.replace(root, "").replace(/^\.\//, "").replace(/\.html(#.*)?$/, ""));
      var text = window.HOLDEM_SEARCH_TEXTS[name];
      if (text === undefined) { return realFetch.apply(this, arguments); }
      var body = document.createElement("div");
      body.textContent = text;
      return Promise.resolve(new Response('<div role="main">' + body.innerHTML + "</div>",
        { headers: { "Content-Type": "text/html" } }));
    };
  }

  patchSearch();  // the search page's searchtools.js has run already; the search starts later
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
