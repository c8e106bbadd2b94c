/*
 * For /__test/islands: registers a widget whose component always throws, to check that
 * one failing island does not take the others down. It asks for the helpers as a host script
 * should, through `ResortWidgets.ready` (the loader fetches them when asked).
 */
(function () {
  'use strict';

  if (!window.ResortWidgets) {
    if (window.console) window.console.warn('test-throws: window.ResortWidgets is missing');
    return;
  }
  window.ResortWidgets.ready.then(function (api) {
    api.defineWidget({
      tag: 'resort-test-throws',
      attributes: [],
      component: function () {
        throw new Error('boom');
      }
    });
  });
})();
