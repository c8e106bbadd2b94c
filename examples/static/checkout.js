/*
 * The legacy checkout page's own part of placing the order (plain script, as the host site has).
 * The payment form places the order itself (`place-order` on <resort-payment-form>: the token, the
 * idempotency key, the cart's hash and version, one order per click, the answer beside its button).
 * What is the page's: its list of releases, and its totals. When the store refuses the order
 * because a release is not signed yet, the waiver's card says so (its notice), and a card the page
 * did not show is added, so the shopper signs there and places the order again; when the cart
 * changes on this page (an item removed in the mini cart), the totals shown are stale and the page
 * loads again.
 */
(function () {
  'use strict';

  var form = document.querySelector('resort-payment-form[place-order]');
  if (!form) return;

  function waiverCard(waiver) {
    var list = document.querySelector('.legacy-checkout-waivers');
    if (!list || !waiver || !waiver.Person || !waiver.Release) return null;
    var contactId = String(waiver.Person.ContactInfoId);
    var releaseId = String(waiver.Release.Id);
    var cards = list.querySelectorAll('resort-waiver');
    for (var i = 0; i < cards.length; i++) {
      if (cards[i].getAttribute('data-contact-id') === contactId && cards[i].getAttribute('data-release-id') === releaseId) return cards[i];
    }
    var card = document.createElement('resort-waiver');
    card.setAttribute('data-member', String(waiver.Person.Fullname || '').split(' ')[0]);
    card.setAttribute('data-contact-id', contactId);
    card.setAttribute('data-release-id', releaseId);
    card.setAttribute('release', JSON.stringify(waiver.Release));
    card.setAttribute('person', JSON.stringify(waiver.Person));
    list.appendChild(card);
    var empty = list.parentNode.querySelector('.legacy-empty');
    if (empty) empty.hidden = true;
    return card;
  }

  window.addEventListener('resort:order:failed', function (event) {
    var detail = event.detail || {};
    if (detail.reason !== 'refused') return;
    document.querySelectorAll('.legacy-checkout-waivers resort-waiver[notice]').forEach(function (card) {
      card.removeAttribute('notice');
    });
    (detail.waivers || []).forEach(function (waiver) {
      var card = waiverCard(waiver);
      if (card) card.setAttribute('notice', String(waiver.Message || ''));
    });
  });

  window.addEventListener('resort:cart:changed', function (event) {
    var cart = event.detail && event.detail.cart;
    if (cart && cart.CartHash && cart.CartHash !== form.getAttribute('cart-hash')) window.location.reload();
  });
})();
