/* A JupyterLab 4 extension without a build step: a hand-written module-federation container
   (the object JupyterLab looks up as window._JUPYTERLAB["holdem-jupyterlab"], with init() and
   get()) whose "./extension" module is one plugin. Loaded only through `python -m holdem lab`
   (JUPYTER_PATH=tools/jupyterlab); it needs no other package and sends no request.

   JupyterLab renders the book's Markdown without MyST. The plugin tidies every rendered
   Markdown cell as soon as it appears (a MutationObserver runs before the browser paints):
   - a solution (:::{admonition} Lösung … ::: or ```{admonition} with :class: dropdown) becomes a
     closed <details> box: no answer is visible before a click;
   - {rule}`L4` becomes the bold rule ID, {term}`Blinds <Blind>` its text, {doc}`blinds` a link to
     blinds.ipynb (JupyterLab opens it in a new tab). */
var _JUPYTERLAB = _JUPYTERLAB || {};
(function () {
  "use strict";
  var ROLE_AT_END = /\{(rule|term|doc|ref)\}$/;
  var DONE = "holdemTidy";

  function label(text) { return text.replace(/^(.*?)\s*<[^>]*>$/, "$1"); }
  function target(text) { var m = text.match(/<([^>]*)>\s*$/); return m ? m[1] : text; }

  function details(title, nodes) {
    var box = document.createElement("details");
    box.className = "holdem-solution";
    var summary = document.createElement("summary");
    summary.textContent = title || "Lösung";
    box.appendChild(summary);
    nodes.forEach(function (node) { box.appendChild(node); });
    return box;
  }

  // Plain text with MyST roles as the Markdown renderer shows them: "{rule}" + <code>L4</code>.
  function roleText(text) {
    var p = document.createElement("p"), last = 0, match, pattern = /\{(rule|term|doc|ref)\}`([^`]*)`/g;
    while ((match = pattern.exec(text)) !== null) {
      p.appendChild(document.createTextNode(text.slice(last, match.index) + "{" + match[1] + "}"));
      var code = document.createElement("code");
      code.textContent = match[2];
      p.appendChild(code);
      last = pattern.lastIndex;
    }
    p.appendChild(document.createTextNode(text.slice(last)));
    return p;
  }

  function cleanLines(html) {
    return html.split("\n").filter(function (line) {
      var t = line.trim();
      return t !== "" && !/^:::/.test(t) && !/^:[\w-]+:/.test(t);
    }).join("\n");
  }

  function solutions(root) {
    root.querySelectorAll('pre > code[class*="{admonition}"]').forEach(function (code) {
      var body = roleText(code.textContent.split("\n").filter(function (line) {
        var t = line.trim();
        return t !== "" && t !== "{admonition}" && line.charAt(0) !== ":";
      }).join(" "));
      code.parentNode.replaceWith(details("Lösung", [body]));
    });
    root.querySelectorAll("p").forEach(function (p) {
      if (!p.isConnected) return;
      var first = p.textContent.trim().match(/^:::+\s*\{admonition\}\s*([^\n]*)/);
      if (!first) return;
      var parts = [p], node = p;
      while (!/:::\s*$/.test(node.textContent.trim()) && node.nextElementSibling) {
        node = node.nextElementSibling;
        parts.push(node);
      }
      var body = parts.map(function (part) {
        var clone = document.createElement(part.tagName === "P" ? "p" : part.tagName.toLowerCase());
        clone.innerHTML = cleanLines(part.innerHTML.replace(/^\s*:::+\s*\{admonition\}[^\n]*/, ""));
        return clone;
      }).filter(function (el) { return el.textContent.trim() !== ""; });
      p.replaceWith(details(first[1].trim() || "Lösung", body));
      parts.slice(1).forEach(function (part) { part.remove(); });
    });
  }

  function roles(root) {
    root.querySelectorAll("code").forEach(function (code) {
      var before = code.previousSibling;
      if (!before || before.nodeType !== Node.TEXT_NODE || code.parentNode.tagName === "PRE") return;
      var match = before.textContent.match(ROLE_AT_END);
      if (!match) return;
      before.textContent = before.textContent.slice(0, -match[0].length);
      var text = code.textContent, out;
      if (match[1] === "rule") {
        out = document.createElement("strong");
        out.className = "holdem-rule";
        out.textContent = text.trim();
      } else if (match[1] === "doc") {
        out = document.createElement("a");
        out.href = target(text).replace(/\.(md|ipynb)$/, "") + ".ipynb";
        out.textContent = label(text);
      } else {
        out = document.createElement("span");
        out.textContent = label(text);
      }
      code.replaceWith(out);
    });
  }

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
      return Promise.resolve(function () { return { __esModule: true, default: [plugin] }; });
    }
  };
})();
