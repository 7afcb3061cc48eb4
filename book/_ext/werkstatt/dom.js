/* HoldemDom: how the engine's pages build their elements (the Werkstatt's tools through
 * HoldemWerkstatt.ui, the exam page "Regelprüfung" directly), so that both build them alike.
 *
 *   HoldemDom.node(tag, attrs, children) -> an element: "text" in attrs sets its text,
 *       "className" its classes, any other key an attribute; children are elements or strings
 *       (null or undefined ones are left out).
 *   HoldemDom.el(tag, className, text) -> an element with classes and text (both optional).
 */
(function () {
  "use strict";
  if (window.HoldemDom) return;

  function node(tag, attrs, children) {
    var made = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === "text") made.textContent = attrs[key];
      else if (key === "className") made.className = attrs[key];
      else made.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      if (child != null) made.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return made;
  }

  function el(tag, className, text) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined && text !== null) made.textContent = text;
    return made;
  }

  window.HoldemDom = { node: node, el: el };
})();
