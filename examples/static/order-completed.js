/*
 * The order confirmation page: GA4's purchase, handed to the widgets' analytics, which send it once
 * per order (a reload does not count the sale twice) and as the page data's AnalyticsSettings say.
 */
(function () {
  'use strict';
  var element = document.getElementById('order-analytics');
  if (!element || !window.ResortWidgets) return;
  var order;
  try {
    order = JSON.parse(element.textContent);
  } catch (e) {
    return;
  }
  window.ResortWidgets.ready.then(function (widgets) {
    widgets.trackPurchase(order);
  });
})();
