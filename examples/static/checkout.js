/*
 * The legacy checkout page's Place order (plain script, as the host site has). It asks
 * <resort-payment-form> for a token (a failed tokenize stops here: no order is posted), then posts
 * it to /api/checkout/complete with the idempotency key made when this page was loaded and the
 * version and hash of the cart whose total the page shows. When the store refuses the order because
 * the cart changed meanwhile (another tab, 409), nothing was charged: the page says what the cart
 * holds now and loads again, so it shows the new total and the version that goes with it. While it waits the button stays focused and only
 * says it is busy; a second click does nothing, and a repeated post with the same key is answered
 * with the same order anyway. When the store refuses the order for a release not signed yet, the
 * waiver's card says so (its notice), and a card the page did not show is added from the refusal,
 * so the shopper signs there and places the order again.
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

  function antiForgeryToken() {
    var input = document.querySelector('input[name="__RequestVerificationToken"]');
    return input ? input.value : '';
  }

  function pageData() {
    var element = document.getElementById('resort-page-data');
    try {
      return element ? JSON.parse(element.textContent) : {};
    } catch (e) {
      return {};
    }
  }

  /* reCAPTCHA v3 with the action checkout/complete, when the store turns captcha on. */
  function captchaHeaders() {
    var settings = pageData().CaptchaSettings || {};
    if (!settings.IsEnabled || !window.grecaptcha) return Promise.resolve({});
    return new Promise(function (resolve) {
      window.grecaptcha.ready(function () {
        window.grecaptcha.execute(settings.SiteKey, { action: 'checkout/complete' }).then(
          function (token) { resolve({ 'Recaptcha-Token': token, 'Recaptcha-Action': 'checkout/complete' }); },
          function () { resolve({}); }
        );
      });
    });
  }

  function askForPayment() {
    var paymentForm = document.querySelector('resort-payment-form');
    if (!paymentForm) return Promise.resolve({ required: false, payment: null });
    // The form loads as the shopper nears it (loading="lazy"); Place order wants it now.
    paymentForm.removeAttribute('loading');
    return customElements.whenDefined('resort-payment-form').then(function () {
      return paymentForm.tokenize();
    });
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

  function post(detail) {
    return captchaHeaders().then(function (extra) {
      var headers = {
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Requested-With': 'XMLHttpRequest',
        'Cache-Control': 'no-cache',
        RequestVerificationToken: antiForgeryToken()
      };
      Object.keys(extra).forEach(function (key) { headers[key] = extra[key]; });
      return fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: headers,
        body: JSON.stringify({ IdempotencyKey: field('IdempotencyKey'), CartHash: field('CartHash'), CartVersion: Number(field('CartVersion')), Payment: detail.payment })
      });
    }).then(function (response) {
      return response.text().then(function (text) {
        var body = null;
        try { body = JSON.parse(text); } catch (e) { body = null; }
        if (response.ok && body && body.success && body.RedirectUrl) {
          say('Order placed. Opening your confirmation…');
          window.location.assign(body.RedirectUrl);
          return;
        }
        if (response.status === 401) {
          window.location.assign('/login?returnUrl=' + encodeURIComponent('/onepagecheckout'));
          return;
        }
        if (response.status === 409) {
          reloadSaying((body && body.message) || 'Your cart changed. Updating the checkout…');
          return;
        }
        if (body && Array.isArray(body.Waivers)) showUnsignedWaivers(body.Waivers);
        done((body && body.message) || 'Your order could not be placed. Please try again.');
      });
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
    askForPayment().then(function (detail) {
      if (!detail) {
        done('Check your payment details above.');
        return;
      }
      return post(detail);
    }).catch(function () {
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
