/*
 * The legacy store's page script (plain script, no modules, no jQuery), as old stores have.
 * It posts the product tiles' add-to-cart forms in the background, shows the header's new count
 * in the store's own Cart link, and then asks the widgets to reload the cart with the
 * `resort:cart:refresh` event, and announces attribute
 * changes with `resort:product:attributes-updated`.
 */
(function () {
  'use strict';

  var TOKEN_FIELD = '__RequestVerificationToken';

  function findToken(form) {
    var field = form.querySelector('input[name="' + TOKEN_FIELD + '"]') ||
      document.querySelector('input[name="' + TOKEN_FIELD + '"]');
    return field ? field.value : '';
  }

  function showNotice(form, text, isError) {
    var notice = form.querySelector('.legacy-notice');
    if (!notice) return;
    notice.textContent = text;
    notice.className = 'legacy-notice ' + (isError ? 'legacy-notice-error' : 'legacy-notice-ok');
    if (notice.hideTimer) window.clearTimeout(notice.hideTimer);
    notice.hideTimer = window.setTimeout(function () {
      notice.textContent = '';
      notice.className = 'legacy-notice';
    }, 6000);
  }

  /**
   * The header's own "Cart (n)" link inside the mini cart's tag, which is what shows when the
   * widgets' script does not run; once the mini cart runs, it is hidden and the widget counts.
   */
  function showCartCount(count) {
    if (typeof count !== 'string' || !/^\(\d+\)$/.test(count)) return;
    var link = document.querySelector('resort-minicart > a[data-resort-fallback]');
    if (link) link.textContent = 'Cart ' + count;
  }

  function readJson(response) {
    return response.text().then(function (text) {
      try {
        return JSON.parse(text);
      } catch (e) {
        return null;
      }
    });
  }

  function submitInBackground(form) {
    var button = form.querySelector('button[type="submit"]');
    var body = new URLSearchParams(new FormData(form));
    if (button) button.disabled = true;

    fetch(form.getAttribute('action'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'X-Requested-With': 'XMLHttpRequest',
        RequestVerificationToken: findToken(form)
      },
      body: body.toString()
    })
      .then(function (response) {
        return readJson(response).then(function (result) {
          if (response.ok && result && result.success) {
            showNotice(form, 'Added to cart', false);
            showCartCount(result.updatetopcartsectionhtml);
            window.dispatchEvent(new CustomEvent('resort:cart:refresh'));
          } else {
            showNotice(form, (result && result.message) || 'Could not add item to cart.', true);
          }
        });
      })
      .catch(function () {
        showNotice(form, 'Could not add item to cart. Check your connection and try again.', true);
      })
      .then(function () {
        if (button) button.disabled = false;
      });
  }

  // A changed attribute on a product form tells the widgets (the payment schedule) with the
  // form's product_attribute_* entries.
  document.addEventListener('change', function (event) {
    var field = event.target;
    var form = field && field.form;
    if (!form || !field.name || field.name.indexOf('product_attribute_') !== 0) return;
    if (!form.matches || !form.matches('form.legacy-add-to-cart')) return;
    var fields = [];
    Array.prototype.forEach.call(form.elements, function (element) {
      if (!element.name || element.name.indexOf('product_attribute_') !== 0 || element.disabled) return;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) return;
      fields.push([element.name, element.value]);
    });
    window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', {
      detail: { productId: Number(form.getAttribute('data-product-id')), fields: fields }
    }));
  });

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.matches || !form.matches('form.legacy-add-to-cart')) return;
    if (!window.fetch || !window.URLSearchParams || !window.FormData) return; // plain post instead
    event.preventDefault();
    submitInBackground(form);
  });
})();
