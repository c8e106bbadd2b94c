/*
 * The order confirmation page: GA4's purchase event, once per order (a reload does not count the
 * sale twice).
 */
(function () {
  'use strict';
  var element = document.getElementById('order-analytics');
  if (!element) return;
  var entry;
  try {
    entry = JSON.parse(element.textContent);
  } catch (e) {
    return;
  }
  var key = 'resort-purchase-' + entry.ecommerce.transaction_id;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
  } catch (e) {
    /* storage refused: send it anyway */
  }
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
})();
