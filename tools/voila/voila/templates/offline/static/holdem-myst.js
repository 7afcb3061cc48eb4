/* The book's MyST markup made readable where a plain Markdown renderer shows it: one script for
   teacher mode (Voilà template "offline", before holdem-voila.js) and JupyterLab (the extension
   in tools/jupyterlab/extension imports this file; tools/build-jupyterlab bundles it, and
   holdem-book.js as well).
   - An exercise (```{exercise} with :label: ex-blinds-1, sphinx-exercise's directive) becomes a
     paragraph "Übung 1. …" as on the site; its solution (```{solution} ex-blinds-1) a closed
     <details class="holdem-solution"> box "Lösung zu Übung 1": no answer shows before a click.
     The number is the label's (the chapters number their exercises from 1).
   - A solution written as ```{admonition} Lösung or :::{admonition} Lösung … ::: with
     :class: dropdown becomes such a box too.
   - {rule}`L4`, {term}`Blinds <Blind>`, {doc}`blinds`, {ref}`…`: the renderer shows the role
     name as text before a <code>; each becomes what ``replace(role, text)`` returns (a rule
     link, a chapter link), else the readable text.
   window.HoldemMyst = { tidySolutions(root, scope), tidyRoles(root, scope, replace), label, target } */
(function () {
  "use strict";
  var ROLE_AT_END = /\{(rule|term|doc|ref)\}$/;

  // {term}`Blinds <Blind>`: the text shown, and the target in the angle brackets.
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

  // Plain text with MyST roles as the Markdown renderer shows them: "{rule}" + <code>L4</code>;
  // `As Ks` (no role) as <code>As Ks</code>.
  function roleText(text) {
    var p = document.createElement("p"), last = 0, match, pattern = /(?:\{(rule|term|doc|ref)\})?`([^`]*)`/g;
    while ((match = pattern.exec(text)) !== null) {
      p.appendChild(document.createTextNode(text.slice(last, match.index) + (match[1] ? "{" + match[1] + "}" : "")));
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
      return t !== "" && !/^:::/.test(t) && !/^:[\w-]+:/.test(t) && t !== "```";
    }).join("\n");
  }

  function within(scope, selector) { return scope ? scope + " " + selector : selector; }

  // The lines of a fenced directive's body: no option lines (":label: …"), no directive line.
  function fenceBody(code, name) {
    return code.textContent.split("\n").filter(function (line) {
      var t = line.trim();
      return t !== "" && t.indexOf("{" + name + "}") !== 0 && line.charAt(0) !== ":";
    }).join(" ");
  }

  // The exercise's number: from its label (":label: ex-blinds-1", ":label: sol-blinds-1", or the
  // label after {solution}), else the number of the exercise before it.
  function labelNumber(code) {
    var m = (code.className + "\n" + code.textContent).match(/\b(?:ex|sol)-[\w-]*?-(\d+)\b/);
    return m ? Number(m[1]) : null;
  }

  function tidyExercises(root, scope) {
    var last = 0;
    var selector = within(scope, 'pre > code[class*="{exercise}"]') + ", " + within(scope, 'pre > code[class*="{solution}"]');
    root.querySelectorAll(selector).forEach(function (code) {
      var solution = code.className.indexOf("{solution}") >= 0;
      var number = labelNumber(code) || (solution ? last : last + 1);
      var body = roleText(fenceBody(code, solution ? "solution" : "exercise"));
      if (solution) {
        code.parentNode.replaceWith(details(number ? "Lösung zu Übung " + number : "Lösung", [body]));
        return;
      }
      last = number;
      var box = document.createElement("div");
      box.className = "holdem-exercise";
      var title = document.createElement("strong");
      title.textContent = "Übung " + number + ". ";
      body.insertBefore(title, body.firstChild);
      box.appendChild(body);
      code.parentNode.replaceWith(box);
    });
  }

  function tidySolutions(root, scope) {
    tidyExercises(root, scope);
    // ```{admonition} Lösung: a fenced block whose language is {admonition}.
    root.querySelectorAll(within(scope, 'pre > code[class*="{admonition}"]')).forEach(function (code) {
      var title = (code.className.match(/\{admonition\}\s*(.*)$/) || [])[1] || "";
      var body = roleText(code.textContent.split("\n").filter(function (line) {
        var t = line.trim();
        return t !== "" && t !== "{admonition}" && line.charAt(0) !== ":";
      }).join(" "));
      code.parentNode.replaceWith(details(title.trim() || "Lösung", [body]));
    });
    // :::{admonition} Lösung … ::: : paragraphs from the opening line to the closing colons.
    root.querySelectorAll(within(scope, "p")).forEach(function (p) {
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

  function tidyRoles(root, scope, replace) {
    root.querySelectorAll(scope || "code").forEach(function (code) {
      var before = code.previousSibling;
      if (!before || before.nodeType !== Node.TEXT_NODE || code.parentNode.tagName === "PRE") return;
      var match = before.textContent.match(ROLE_AT_END);
      if (!match) return;
      before.textContent = before.textContent.slice(0, -match[0].length);
      var out = replace ? replace(match[1], code.textContent) : null;
      if (!out) {
        out = document.createElement("span");
        out.textContent = label(code.textContent);
      }
      code.replaceWith(out);
    });
  }

  window.HoldemMyst = { tidySolutions: tidySolutions, tidyRoles: tidyRoles, label: label, target: target };
})();
