/* Teacher mode (Voilà, template "offline"): the book's MyST markup made readable and its links
   made safe. Voilà renders the notebooks' Markdown with a plain Markdown renderer, so
   {rule}`L4` would stand as raw text and a link to regelverzeichnis.html would end in "403".
   - {rule}`L4` and every link into the rule index (also those inside widgets, e.g. the hand
     player's) open the rule's text in a side panel; the page stays.
   - {doc}`blinds` and links to other pages become links to that chapter's Voilà page, labelled
     with the chapter's number and title; pages that only exist on the website become plain text.
   - A solution (```{admonition} Lösung or :::{admonition} Lösung with :class: dropdown) becomes a
     closed <details> box, as on the website (holdem-myst.js, the script JupyterLab uses too).
   - A bar at the top leads to the overview and to the previous and next chapter.
   - The stored chapter (#holdem-preview, sent before the kernel starts) is readable at once; the
     live cells (#rendered_cells) are laid out hidden behind it until Voilà has drawn their
     outputs and every widget the stored copy announces, then they take its place at the same
     point of the chapter (HoldemVoila.live(), called at the end of the page).
   Data (chapter titles, rule texts): window.HOLDEM_BOOK from holdem-book.js. */
(function () {
  "use strict";
  var BOOK = window.HOLDEM_BOOK || { chapters: [], rules: {} };
  var CHAPTERS = {};
  BOOK.chapters.forEach(function (c) { CHAPTERS[c.name] = c; });
  var MYST = window.HoldemMyst;  // holdem-myst.js, included before this file
  var RULE_HREF = /(?:^|\/)regelverzeichnis(?:\.html|\.md)?#regel-([a-z]\d{1,2})$/i;
  var PAGE_HREF = /^(?:\.\/)?([\w-]+)\.(?:html|md|ipynb)(#.*)?$/;
  var base = (document.body.getAttribute("data-base-url") || "/voila/");

  var label = MYST.label, target = MYST.target;

  function pageUrl(name) { return base + "render/" + name + ".ipynb"; }

  function chapterLink(name, text) {
    var chapter = CHAPTERS[name];
    if (chapter && chapter.notebook) {
      var a = document.createElement("a");
      a.href = pageUrl(name);
      a.className = "holdem-chapter-link";
      a.textContent = text || chapter.label;
      return a;
    }
    var span = document.createElement("span");
    span.className = "holdem-website-only";
    span.title = "Diese Seite gibt es nur im Buch (Website), nicht im Unterrichtsmodus.";
    span.textContent = text || (chapter ? chapter.title : name);
    return span;
  }

  function ruleLink(id) {
    var a = document.createElement("a");
    a.className = "holdem-rule";
    a.href = "regelverzeichnis.html#regel-" + id.toLowerCase();
    a.textContent = id;
    a.title = "Regel " + id + " anzeigen";
    return a;
  }

  // ------------------------------------------------------------------ solutions

  // Closed <details> boxes, as on the website (holdem-myst.js, shared with JupyterLab).
  function tidySolutions(root) { MYST.tidySolutions(root, ".jp-RenderedMarkdown"); }

  // ------------------------------------------------------------------ roles and links

  function tidyRoles(root) {
    // {rule}<code>L4</code>: the role name stands as text right before the code element.
    MYST.tidyRoles(root, ".jp-RenderedMarkdown code, details.holdem-solution code", function (role, text) {
      if (role === "rule" && /^[A-Z]\d{1,2}$/.test(text.trim())) return ruleLink(text.trim());
      if (role === "doc") return chapterLink(target(text).replace(/\.(md|ipynb)$/, ""), /</.test(text) ? label(text) : "");
      return null;
    });
    // Plain Markdown links to other pages of the book.
    root.querySelectorAll(".jp-RenderedMarkdown a[href]").forEach(function (a) {
      var href = a.getAttribute("href");
      if (RULE_HREF.test(href)) return;
      var page = href.match(PAGE_HREF);
      if (!page || !CHAPTERS[page[1]]) return;
      a.replaceWith(chapterLink(page[1], a.textContent));
    });
  }

  // ------------------------------------------------------------------ the rule panel

  var panel = null;
  var opener = null;  // the rule link that opened the panel: focus returns there
  function openRule(id, link) {
    opener = link || null;
    var rule = BOOK.rules[id];
    if (!panel) {
      panel = document.createElement("aside");
      panel.id = "holdem-rule-panel";
      panel.setAttribute("role", "dialog");
      panel.innerHTML = '<button type="button" class="holdem-panel-close" title="Schließen (Esc)">Schließen ✕</button>' +
        '<h2 class="holdem-panel-title"></h2><p class="holdem-panel-text"></p><p class="holdem-panel-chapter"></p>';
      panel.querySelector(".holdem-panel-close").addEventListener("click", closeRule);
      document.body.appendChild(panel);
    }
    panel.querySelector(".holdem-panel-title").textContent = "Regel " + id;
    panel.querySelector(".holdem-panel-text").textContent = rule ? rule.text :
      "Diese Regel steht nicht im Regelverzeichnis.";
    var where = panel.querySelector(".holdem-panel-chapter");
    where.textContent = "";
    if (rule && rule.chapter) {
      where.appendChild(document.createTextNode("Erklärt im Kapitel "));
      where.appendChild(chapterLink(rule.chapter, ""));
      where.appendChild(document.createTextNode("."));
    }
    panel.setAttribute("aria-label", "Regel " + id);
    panel.hidden = false;
    panel.querySelector(".holdem-panel-close").focus();
  }
  function closeRule() {
    if (!panel || panel.hidden) return;
    panel.hidden = true;
    // Back to the link that opened the panel (not the page body), if it is still on the page.
    if (opener && document.contains(opener)) opener.focus();
    opener = null;
  }

  // Capture phase: also links inside widgets (rendered later) never navigate away.
  document.addEventListener("click", function (event) {
    var a = event.target.closest ? event.target.closest("a[href]") : null;
    if (!a || a.closest("#holdem-nav")) return;
    var href = a.getAttribute("href");
    var rule = href.match(RULE_HREF);
    if (rule) {
      event.preventDefault();
      event.stopPropagation();
      openRule(rule[1].toUpperCase(), a);
      return;
    }
    var page = href.match(PAGE_HREF);
    if (page && CHAPTERS[page[1]] && !/\/render\//.test(href)) {
      event.preventDefault();
      if (CHAPTERS[page[1]].notebook) window.location.href = pageUrl(page[1]);
    }
  }, true);
  document.addEventListener("keydown", function (event) { if (event.key === "Escape") closeRule(); });

  // ------------------------------------------------------------------ chapter bar

  function navBar() {
    var here = decodeURIComponent(window.location.pathname).replace(/^.*\/render\//, "").replace(/\.ipynb$/, "");
    var notebooks = BOOK.chapters.filter(function (c) { return c.notebook; });
    var index = -1;
    notebooks.forEach(function (c, i) { if (c.name === here) index = i; });
    var nav = document.createElement("nav");
    nav.id = "holdem-nav";
    nav.setAttribute("aria-label", "Kapitel");
    function add(href, text, cls) {
      var a = document.createElement("a");
      a.href = href; a.textContent = text; a.className = cls;
      nav.appendChild(a);
    }
    add(base + "tree", "Übersicht", "holdem-nav-home");
    if (index > 0) add(pageUrl(notebooks[index - 1].name), "← " + notebooks[index - 1].label, "holdem-nav-prev");
    if (index >= 0 && index < notebooks.length - 1)
      add(pageUrl(notebooks[index + 1].name), notebooks[index + 1].label + " →", "holdem-nav-next");
    document.body.insertBefore(nav, document.body.firstChild);
  }

  // ------------------------------------------------------------------ stored chapter, then live

  var OUTPUT_JSON = 'script[type="application/vnd.voila.cell-output+json"]';
  var STAND_IN = ".jp-RenderedText[data-mime-type='text/plain'] pre";
  // The live page replaces the stored one at the latest this long after Voilà shows it: a widget
  // that stays "Loading widget..." (rangfolge has two) must not keep the stored copy up.
  var SWAP_AFTER_MS = 5000;

  function liveReady(cells, preview) {
    if (cells.style.display === "none") return false;  // Voilà still runs the cells
    if (cells.querySelector(OUTPUT_JSON) || cells.querySelector(STAND_IN)) return false;  // outputs not drawn yet
    // Every cell whose stored copy announces a widget has its live widget drawn.
    var waiting = preview.querySelectorAll(".holdem-preview-widget");
    for (var i = 0; i < waiting.length; i++) {
      var index = waiting[i].closest("[data-holdem-cell]").getAttribute("data-holdem-cell");
      var live = cells.querySelector('[cell-index="' + index + '"]');
      if (live && !live.querySelector(".jupyter-widgets")) return false;
    }
    return true;
  }

  function swap(cells, preview) {
    // Keep the reader's place: the stored cell at the top of the window is the live cell there after.
    var anchor = null, offset = 0;
    var stored = preview.querySelectorAll("[data-holdem-cell]");
    for (var i = 0; i < stored.length; i++) {
      var box = stored[i].getBoundingClientRect();
      if (box.bottom > 0 && box.height > 0) { anchor = stored[i].getAttribute("data-holdem-cell"); offset = box.top; break; }
    }
    var focused = preview.contains(document.activeElement);
    preview.remove();
    document.body.classList.remove("holdem-preview-on");
    // Voilà's page scrolls inside #rendered_cells (a panel as high as the window, under the
    // chapter bar); the stored copy scrolled the window: back to the top, then the panel.
    window.scrollTo(0, 0);
    var target = anchor && cells.querySelector('[cell-index="' + anchor + '"]');
    if (target) {
      var delta = target.getBoundingClientRect().top - Math.max(offset, cells.getBoundingClientRect().top);
      if (cells.scrollHeight > cells.clientHeight) cells.scrollTop += delta;
      else window.scrollBy(0, delta);
    }
    if (focused) {
      cells.setAttribute("tabindex", "-1");
      cells.focus({ preventScroll: true });
    }
  }

  function live() {
    var cells = document.getElementById("rendered_cells");
    var preview = document.getElementById("holdem-preview");
    if (cells) {
      tidySolutions(cells);
      tidyRoles(cells);
    }
    if (!cells || !preview) return;
    var shownAt = 0;
    var timer = window.setInterval(function () {
      if (cells.style.display === "none") return;
      if (!shownAt) shownAt = Date.now();
      if (liveReady(cells, preview) || Date.now() - shownAt > SWAP_AFTER_MS) {
        window.clearInterval(timer);
        swap(cells, preview);
      }
    }, 100);
  }

  var preview = document.getElementById("holdem-preview");
  if (preview) {
    document.body.classList.add("holdem-preview-on");
    tidySolutions(preview);
    tidyRoles(preview);
  }
  navBar();
  window.HoldemVoila = { live: live };
})();
