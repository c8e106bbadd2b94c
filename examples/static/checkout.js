/*
 * The legacy checkout page's Place order (plain script, as the host site has): what is the host's
 * own. The library places the order (ResortWidgets.placeOrder: the payment form's token, the
 * idempotency key made when this page was loaded, the version and hash of the cart whose total the
 * page shows; a second click while it waits sends nothing). This script says when, keeps the button
 * focused and saying it is busy, and shows the answer: when the cart changed meanwhile (another tab),
 * nothing was charged, and the page says what the cart holds now and loads again, so it shows the
 * new total and the version that goes with it; when a release is not signed yet, the waiver's card
 * says so (its notice), and a card the page did not show is added, so the shopper signs there and
 * places the order again.
 */
(function () {
  'use strict';

  var form = document.getElementById('place-order');
  if (!form) return;
  var button = form.querySelector('button[type="submit"]');
  var notice = form.querySelector('.legacy-notice');
  var label = button.textContent;
  var placing = false;
  /* A message kept across the reload that follows a refused, stale order. */
  var CARRIED = 'resort-demo:checkout-notice';

  function say(text) {
    notice.textContent = text;
  }

  function carried() {
    try {
      var text = window.sessionStorage.getItem(CARRIED);
      window.sessionStorage.removeItem(CARRIED);
      return text;
    } catch (e) {
      return null;
    }
  }

  function reloadSaying(text) {
    try {
      window.sessionStorage.setItem(CARRIED, text);
    } catch (e) {
      /* No storage: the message shows until the page reloads. */
    }
    say(text);
    window.location.reload();
  }

  function field(name) {
    var input = form.querySelector('input[name="' + name + '"]');
    return input ? input.value : '';
  }

  function done(message) {
    placing = false;
    button.removeAttribute('aria-disabled');
    button.textContent = label;
    if (message) say(message);
  }

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

  function showUnsignedWaivers(waivers) {
    document.querySelectorAll('.legacy-checkout-waivers resort-waiver[notice]').forEach(function (card) {
      card.removeAttribute('notice');
    });
    (waivers || []).forEach(function (waiver) {
      var card = waiverCard(waiver);
      if (card) card.setAttribute('notice', String(waiver.Message || ''));
    });
  }

  /* The library places the order (ResortWidgets.placeOrder): the token, the key, the cart's hash and version, one order per click. */
  function place() {
    return window.ResortWidgets.ready.then(function (widgets) {
      return widgets.placeOrder({ idempotencyKey: field('IdempotencyKey'), cartHash: field('CartHash'), cartVersion: Number(field('CartVersion')) });
    }).then(function (result) {
      if (result.status === 'placed') {
        say('Order placed. Opening your confirmation…');
        window.location.assign(result.redirectUrl);
        return;
      }
      if (result.status === 'cart-changed') {
        reloadSaying(result.message);
        return;
      }
      if (result.status === 'payment-incomplete') {
        done('Check your payment details above.');
        return;
      }
      if (result.status === 'refused') showUnsignedWaivers(result.waivers);
      done(result.message);
    });
  }

  var before = carried();
  if (before) say(before);

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (placing) return;
    placing = true;
    button.setAttribute('aria-disabled', 'true');
    button.textContent = 'Placing order…';
    say('');
    place().catch(function () {
      done('Your order could not be placed. Check your connection and try again.');
    });
  });

  // The cart changed on this page (an item removed in the mini cart): the total shown is stale.
  window.addEventListener('resort:cart:changed', function (event) {
    var cart = event.detail && event.detail.cart;
    if (!placing && cart && cart.CartHash && cart.CartHash !== field('CartHash')) {
      say('Your cart changed. Updating the checkout…');
      window.location.reload();
    }
  });
})();
