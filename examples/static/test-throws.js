/*
 * For /__test/islands: registers a widget whose component always throws, to check that
 * one failing island does not take the others down.
 */
(function () {
  'use strict';

  var WAIT_MS = 10000;
  var STEP_MS = 50;
  var waited = 0;

  function register() {
    var api = window.ResortWidgets;
    if (api && typeof api.defineWidget === 'function') {
      api.defineWidget({
        tag: 'resort-test-throws',
        attributes: [],
        component: function () {
          throw new Error('boom');
        }
      });
      return;
    }
    waited += STEP_MS;
    if (waited > WAIT_MS) {
      if (window.console) window.console.warn('test-throws: window.ResortWidgets.defineWidget never appeared');
      return;
    }
    window.setTimeout(register, STEP_MS);
  }

  register();
})();
