// ipywidgets 8 typesets widget labels through the MathJax 2 API (MathJax.Hub.Queue); the book
// serves MathJax 3, which has no Hub. This maps the old call onto MathJax 3. Loaded with `defer`
// after MathJax (see nb_ipywidgets_js in _config.yml); does nothing on pages without MathJax.
(function () {
  var mj = window.MathJax;
  if (!mj || mj.Hub || !mj.startup) {
    return;
  }
  mj.Hub = {
    Queue: function (job) {
      var element = job && job[2];
      return mj.startup.promise.then(function () {
        return mj.typesetPromise(element ? [element] : undefined);
      });
    },
  };
})();
