/*
 * The book's ranking of search results (html_search_scorer: Sphinx embeds this file into
 * language_data.js; searchtools.js calls Scorer.score for every result and sorts by the score).
 * Data from book/_ext/search_de.py (window.HOLDEM_SEARCH, _static/holdem-search-rank.js):
 * a page that teaches a searched term (its glossary entry's rules are explained there, or its
 * title names it) comes first — the more searched terms it teaches the higher — then Sphinx's
 * own score; equal scores in the book's reading order (a fraction below 1 that the reading order
 * gives: Sphinx would order them by title, "10." before "2.").
 */
/* global window, URLSearchParams, splitQuery, stopwords, Stemmer */
var Scorer = {
  // Sphinx's defaults (this object replaces its Scorer as a whole).
  objNameMatch: 11,
  objPartialMatch: 6,
  objPrio: { 0: 15, 1: 5, 2: -5 },
  objPrioDefault: 0,
  title: 15,
  partialTitle: 7,
  term: 5,
  partialTerm: 2,

  // The stems of the searched words, as searchtools.js makes them (the search page's ?q=).
  queryStems: function () {
    var query = new URLSearchParams(window.location.search).get("q") || "";
    var stemmer = new Stemmer();
    return splitQuery(query.trim()).map(function (word) { return word.toLowerCase(); })
      .filter(function (word) { return stopwords.indexOf(word) === -1 && !/^\d+$/.test(word); })
      .map(function (word) { return stemmer.stemWord(word); });
  },

  score: function (result) {
    var data = window.HOLDEM_SEARCH;
    var score = Number(result[4] || 0);
    if (!data) { return score; }
    var docname = result[0];
    var title = data.titled[docname] || [];
    // One point per searched term the page teaches and one per term its title names: "Side Pot"
    // ranks the chapter "All-in und Side Pots" above "Split Pot" (which teaches only "Pot").
    var taught = 0;
    Scorer.queryStems().forEach(function (stem) {
      if ((data.teaches[stem] || []).indexOf(docname) !== -1) { taught += 1; }
      if (title.indexOf(stem) !== -1) { taught += 1; }
    });
    var place = data.order.indexOf(docname);
    if (place === -1) { place = data.order.length; }
    return 1000 * taught + score + (data.order.length - place) / (data.order.length + 1);
  },
};
