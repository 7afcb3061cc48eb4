// The search page's results as the book shows them (only on search.html; data from
// book/_ext/search_de.py). Sphinx's searchtools.js lists the results in the order of
// search_scorer.js; this script, watching the list, keeps one entry per page (the first, the best),
// writes each entry's snippet from the page's prepared reader text (window.HOLDEM_SEARCH_TEXTS:
// no code cells, no widget data; nothing is fetched, so it works from file:// as well) and marks
// the searched words in it — for a synonym ("Seitentopf") the book's word for it ("Side Pot").
(function () {
  "use strict";

  function queryWords() {
    var query = new URLSearchParams(location.search).get("q") || "";
    return query.toLowerCase().split(/[^0-9A-Za-z_\u00C0-\u024F]+/).filter(function (w) { return w; });
  }

  function unique(words) {
    // Longer words first: "side pot" is marked as one, not as "pot" alone.
    return words.filter(function (w, i) { return w.length > 1 && words.indexOf(w) === i; })
      .sort(function (a, b) { return b.length - a.length; });
  }

  // The words to mark: what was searched, and for a synonym the book's words (rank data "words");
  // the snippet starts near the first of them or of the searched stems ("pots" finds "pot").
  // Worked out when the first result arrives: by then the page's scripts have all run.
  var WORDS = null;
  var FIND = null;

  function prepareWords() {
    var data = window.HOLDEM_SEARCH || { words: {} };
    var stemmer = typeof Stemmer === "function" ? new Stemmer() : null;  // eslint-disable-line no-undef
    var marked = [];
    var stems = [];
    queryWords().forEach(function (word) {
      var stem = stemmer ? stemmer.stemWord(word) : word;
      marked.push(word);
      stems.push(stem);
      (data.words[stem] || []).forEach(function (w) { marked.push(w); });
    });
    WORDS = unique(marked);
    FIND = unique(marked.concat(stems));
  }

  function pageOf(link) {
    var root = document.documentElement.dataset.content_root || "";
    var href = link.getAttribute("href").split("#")[0];
    return decodeURI(href.replace(root, "").replace(/^\.\//, "").replace(/\.html$/, ""));
  }

  // About 240 characters around the first searched word the text contains.
  function summary(text) {
    var lower = text.toLowerCase();
    var hits = FIND.map(function (w) { return lower.indexOf(w); }).filter(function (i) { return i > -1; });
    var at = hits.length ? Math.min.apply(null, hits) : 0;
    var start = Math.max(at - 120, 0);
    return (start ? "…" : "") + text.substr(start, 240).trim() + (start + 240 < text.length ? "…" : "");
  }

  function mark(element) {
    if (!WORDS.length) { return; }
    var pattern = new RegExp("(" + WORDS.map(function (w) {
      return w.replace(/[.*+\-?^${}()|[\]\\]/g, "\\$&");
    }).join("|") + ")", "gi");
    Array.from(element.childNodes).forEach(function (node) {
      if (node.nodeType !== Node.TEXT_NODE) { return; }
      var parts = node.textContent.split(pattern);
      if (parts.length === 1) { return; }
      var fragment = document.createDocumentFragment();
      parts.forEach(function (part, i) {
        if (!part) { return; }
        if (i % 2) {
          var span = document.createElement("span");
          span.className = "highlighted";
          span.textContent = part;
          fragment.appendChild(span);
        } else {
          fragment.appendChild(document.createTextNode(part));
        }
      });
      node.replaceWith(fragment);
    });
  }

  var shown = {};

  function dress(item) {
    if (WORDS === null) { prepareWords(); }
    var link = item.querySelector("a");
    if (!link || item.dataset.holdemDressed) { return; }
    item.dataset.holdemDressed = "1";
    var page = pageOf(link);
    if (shown[page]) { item.remove(); return; }  // a second entry of the same page
    shown[page] = true;
    var text = (window.HOLDEM_SEARCH_TEXTS || {})[page];
    if (text && !item.querySelector("p.context")) {
      var context = document.createElement("p");
      context.className = "context";
      context.textContent = summary(text);
      mark(context);
      item.appendChild(context);
    }
  }

  // When the search has finished (searchtools.js then writes the heading anew, without its
  // progress dots): how many pages were found, in German (Sphinx's German catalogue leaves this
  // sentence empty) and counted after the second entries of a page have left.
  function summarise(box) {
    var status = box.querySelector("p.search-summary");
    var count = box.querySelectorAll("ul.search > li").length;
    if (!status || !count || box.querySelector("h2 span")) { return; }
    var text = "Die Suche ist fertig: " + count + (count === 1 ? " Seite" : " Seiten") + " gefunden.";
    if (status.textContent !== text) { status.textContent = text; }
  }

  function watch() {
    var box = document.getElementById("search-results");
    if (!box) { return; }
    new MutationObserver(function () {
      box.querySelectorAll("ul.search > li").forEach(dress);
      summarise(box);
    }).observe(box, { childList: true, subtree: true, characterData: true });
  }

  // Before searchtools.js starts the search (on DOMContentLoaded, after this deferred script).
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", watch);
  } else {
    watch();
  }
})();
