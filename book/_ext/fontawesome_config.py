"""Keep the theme's Font Awesome from replacing icons inside widgets.

The theme's deferred ``fontawesome.js`` swaps every ``<i class="fa …">`` for an SVG. The Play
widget keeps a reference to its ``<i>`` icon and throws "Cannot set properties of undefined"
on every step once the icon is gone. With ``autoReplaceSvg: "nest"`` Font Awesome puts the SVG
inside the ``<i>`` instead, so the widget's element stays. The inline script runs while the page
is parsed, before any deferred script.

Widgets draw their icons with the Font Awesome 4 webfont that the widget bundle brings along,
so inside a widget the nested SVG would be a second copy of the same icon: a style rule hides it.
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

CONFIG_SCRIPT = """
window.FontAwesomeConfig = Object.assign(window.FontAwesomeConfig || {}, {autoReplaceSvg: "nest"});
(function () {
  var style = document.createElement("style");
  style.textContent = ".jupyter-widgets i.fa > svg { display: none; }";
  document.head.appendChild(style);
})();
"""


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_js_file(None, body=CONFIG_SCRIPT, priority=100)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
