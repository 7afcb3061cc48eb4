/* A JupyterLab 4 extension without a build step: a hand-written module-federation container
   (the object JupyterLab looks up as window._JUPYTERLAB["holdem-jupyterlab"], with init() and
   get()) whose "./extension" module is one plugin. Loaded only through `python -m holdem lab`
   (JUPYTER_PATH=tools/jupyterlab); it needs no other package and sends no request. The tidying
   is holdem-myst.js, the same script teacher mode's Voilà template uses.

   JupyterLab renders the book's Markdown without MyST. The plugin tidies every rendered
   Markdown cell as soon as it appears (a MutationObserver runs before the browser paints):
   - a solution (:::{admonition} Lösung … ::: or ```{admonition} with :class: dropdown) becomes a
     closed <details> box: no answer is visible before a click;
   - {rule}`L4` becomes the bold rule ID, {term}`Blinds <Blind>` its text, {doc}`blinds` a link to
     blinds.ipynb (JupyterLab opens it in a new tab). */
var _JUPYTERLAB = _JUPYTERLAB || {};
(function () {
  "use strict";
  var DONE = "holdemTidy";

  // The MyST tidying itself is teacher mode's holdem-myst.js (one script for both), which the
  // server's config (jupyter_lab_config.py) serves as /static/holdem-myst.js; loaded before the
  // plugin starts.
  var HERE = (document.currentScript && document.currentScript.src || "").replace(/[^/]*$/, "");
  var SERVER = HERE.replace(/lab\/extensions\/holdem-jupyterlab\/static\/$/, "");
  var shared = null;
  function loadShared() {
    if (!shared) {
      shared = new Promise(function (resolve, reject) {
        if (window.HoldemMyst) { resolve(window.HoldemMyst); return; }
        var script = document.createElement("script");
        script.src = SERVER + "static/holdem-myst.js";
        script.onload = function () { resolve(window.HoldemMyst); };
        script.onerror = function () { reject(new Error("holdem-myst.js fehlt")); };
        document.head.appendChild(script);
      });
    }
    return shared;
  }

  function replaceRole(role, text) {
    var myst = window.HoldemMyst, out = null;
    if (role === "rule") {
      out = document.createElement("strong");
      out.className = "holdem-rule";
      out.textContent = text.trim();
    } else if (role === "doc") {
      out = document.createElement("a");
      out.href = myst.target(text).replace(/\.(md|ipynb)$/, "") + ".ipynb";
      out.textContent = myst.label(text);
    }
    return out;
  }

  function solutions(root) { window.HoldemMyst.tidySolutions(root, ""); }
  function roles(root) { window.HoldemMyst.tidyRoles(root, "code", replaceRole); }

  function tidy(root) {
    if (root.dataset[DONE] === root.innerHTML.length + "") return;
    solutions(root);
    roles(root);
    root.dataset[DONE] = root.innerHTML.length + "";
  }

  function scan(node) {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    if (node.classList.contains("jp-RenderedMarkdown")) tidy(node);
    node.querySelectorAll(".jp-RenderedMarkdown").forEach(tidy);
  }

  var plugin = {
    id: "holdem-jupyterlab:myst-fallback",
    description: "MyST-Rollen als Text, Lösungen zugeklappt (Texas Hold'em-Buch).",
    autoStart: true,
    activate: function () {
      var style = document.createElement("style");
      style.textContent = "details.holdem-solution{margin:.5em 0 1em;padding:.3em .8em;border-left:3px solid #0072b2}" +
        "details.holdem-solution summary{cursor:pointer;font-weight:bold}";
      document.head.appendChild(style);
      new MutationObserver(function (records) {
        records.forEach(function (record) {
          if (record.type === "childList") {
            record.addedNodes.forEach(scan);
            var host = record.target.closest && record.target.closest(".jp-RenderedMarkdown");
            if (host) tidy(host);
          }
        });
      }).observe(document.body, { childList: true, subtree: true });
      scan(document.body);
    }
  };

  _JUPYTERLAB["holdem-jupyterlab"] = {
    init: function () { return Promise.resolve(); },
    get: function (module) {
      if (module !== "./extension" && module !== "./index") {
        return Promise.reject(new Error('Module "' + module + '" does not exist in container.'));
      }
      return loadShared().then(function () { return function () { return { __esModule: true, default: [plugin] }; }; });
    }
  };
})();
