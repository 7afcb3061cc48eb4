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
  function openRule(id) {
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
  function closeRule() { if (panel) panel.hidden = true; }

  // Capture phase: also links inside widgets (rendered later) never navigate away.
  document.addEventListener("click", function (event) {
    var a = event.target.closest ? event.target.closest("a[href]") : null;
    if (!a || a.closest("#holdem-nav")) return;
    var href = a.getAttribute("href");
    var rule = href.match(RULE_HREF);
    if (rule) {
      event.preventDefault();
      event.stopPropagation();
      openRule(rule[1].toUpperCase());
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

  tidySolutions(document);
  tidyRoles(document);
  navBar();
})();
