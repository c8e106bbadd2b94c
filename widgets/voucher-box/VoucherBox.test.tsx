import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { VoucherBox } from './VoucherBox.tsx';
import { productDetails, validateAnswers, validateWith, voucherPage } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import {
  discountVoucher,
  expiredVoucher,
  lookup,
  productVoucher,
  unknownVoucher,
  usedVoucher,
  voucherCodes,
} from './vouchers.fixtures.ts';
import { pasteInto } from '../../test/paste-into.ts';

// What the box shows for each answer is this file's question, not when a screen reader hears the
// focus move: the dialog's pauses for that (half a second as it turns modal, half a second more
// before it shows the answer: `src/ui/after-focus-heard.ts`) are a frame and a task here, or every
// test waited a second. The pauses are kept in the real browsers (`test/e2e/vouchers.spec.ts`, and
// `test/e2e/press-lands.spec.ts` presses in the moment before the dialog turns modal).
vi.mock('../../src/ui/after-focus-heard.ts', async (original) => ({
  ...(await original<typeof import('../../src/ui/after-focus-heard.ts')>()),
  afterFocusHeard: (callback: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  },
}));

const server = startMswServer();

beforeEach(() => voucherPage());

/** Enters the ID in one input, as a shopper pastes it from the voucher's email, and redeems it. */
async function redeem(code: string) {
  const user = userEvent.setup();
  await pasteInto(screen.getByRole('textbox', { name: 'Voucher ID' }), code, user);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
  return user;
}

const dialog = () => screen.getByRole('dialog', { name: 'Voucher' });

/** The store holds its answer (a valid discount voucher) until the returned function is called. */
function holdValidation(): () => void {
  let release: () => void = () => {};
  server.use(
    validateWith(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(discountVoucher());
    }),
  );
  return () => release();
}

describe('<resort-voucher-box>', () => {
  it('shows nothing unless the cart setting for the voucher banner is on', () => {
    voucherPage({ ShoppingCartSettings: { ShowVoucherBanner: false } });
    const { container } = render(<VoucherBox />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sets enhanced vouchers on in voucher mode: the voucher route shows the box with the banner setting off', () => {
    voucherPage({ ShoppingCartSettings: { ShowVoucherBanner: false } });
    const before = window.location.pathname;
    window.history.replaceState(null, '', '/voucher-product/season-pass-adult');
    try {
      const { container, unmount } = render(<VoucherBox />);
      expect(container.firstElementChild).toHaveClass('vouchers-enabled');
      expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toBeInTheDocument();
      unmount();
      expect(render(<VoucherBox mode="banner" />).container).toBeEmptyDOMElement();
    } finally {
      window.history.replaceState(null, '', before);
    }
    expect(render(<VoucherBox mode="voucher" />).container.firstElementChild).toHaveClass('vouchers-enabled');
  });

  it('shows the call to action, a labelled input and a button, under the root class vouchers-enabled', () => {
    const { container } = render(<VoucherBox />);
    expect(container.firstElementChild).toHaveClass('vouchers-enabled');
    expect(screen.getByText('Have a voucher? Enter its ID to redeem it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for an ID instead of sending an empty one', async () => {
    let calls = 0;
    server.use(validateWith(() => (calls++, HttpResponse.json(unknownVoucher()))));
    render(<VoucherBox />);
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a voucher ID.');
    expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('shows Validating while the store checks the voucher', async () => {
    const release = holdValidation();
    render(<VoucherBox />);
    await redeem(voucherCodes.discount);
    const statuses = await within(await screen.findByRole('dialog', { name: 'Voucher' })).findAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toContain('Validating your voucher…');
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    expect(await within(dialog()).findByText(/Its discount is applied/)).toBeInTheDocument();
  });

  it('validates with the anti-forgery header and the voucher id in the query, then shows a product voucher', async () => {
    let request: Request | undefined;
    const validated: unknown[] = [];
    const record = (event: Event) => validated.push((event as CustomEvent).detail);
    window.addEventListener('resort:voucher:validated', record);
    server.use(
      validateWith(({ request: sent }) => {
        request = sent;
        return HttpResponse.json(productVoucher());
      }),
      productDetails(),
    );
    render(<VoucherBox />);
    await redeem(voucherCodes.product);
    const modal = dialog();
    expect(await within(modal).findByText('Season Pass - Adult')).toBeInTheDocument();
    expect(within(modal).getByText('Gift voucher: one adult season pass')).toBeInTheDocument();
    expect(within(modal).getByText('Voucher ID: VCH-PRODUCT-1')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/season-pass-adult?voucher=VCH-PRODUCT-1');
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).searchParams.get('voucherid')).toBe('VCH-PRODUCT-1');
    expect(request?.headers.get('RequestVerificationToken')).toBe('t0ken');
    expect(request?.headers.get('Recaptcha-Token')).toBeNull();
    expect(validated).toEqual([expect.objectContaining({ voucherId: 'VCH-PRODUCT-1', kind: 'product', productId: 1, discountId: null })]);
    window.removeEventListener('resort:voucher:validated', record);
  });

  it('shows the discount message and an OK button for a discount voucher; OK closes, resets and gives focus back', async () => {
    server.use(validateAnswers(discountVoucher()));
    render(<VoucherBox />);
    const user = await redeem(voucherCodes.discount);
    const modal = dialog();
    expect(await within(modal).findByText('Your voucher is valid. Its discount is applied to your order at checkout.')).toBeInTheDocument();
    expect(within(modal).getByText('Voucher: 20% off a lesson')).toBeInTheDocument();
    expect(within(modal).getByText('Voucher ID: VCH-DISCOUNT-1')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveFocus();
  });

  it('has every cart island reload the cart once a discount voucher is valid (the store keeps it on the cart), and not for a product voucher or a refused one', async () => {
    let refreshes = 0;
    const count = () => (refreshes += 1);
    window.addEventListener('resort:cart:refresh', count);
    try {
      server.use(validateAnswers(discountVoucher()));
      const { unmount } = render(<VoucherBox />);
      await redeem(voucherCodes.discount);
      expect(await within(dialog()).findByText(/Its discount is applied/)).toBeInTheDocument();
      expect(refreshes).toBe(1);
      unmount();
      server.use(validateAnswers(usedVoucher()));
      render(<VoucherBox />);
      await redeem('VCH-USED-1');
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This voucher has already been redeemed.');
      expect(refreshes).toBe(1);
    } finally {
      window.removeEventListener('resort:cart:refresh', count);
    }
  });

  it.each([
    ['a used voucher', usedVoucher(), 'This voucher has already been redeemed.'],
    ['an expired voucher', expiredVoucher(), 'This voucher expired on 10/31/2026.'],
    ['an invalid result without a Status', unknownVoucher(), 'The voucher ID you entered is not valid.'],
    ['a result with an Error', lookup({ IsValid: false, Status: 'Invalid', Error: 'This voucher is for next season.' }), 'This voucher is for next season.'],
  ])('shows the Error or Status of %s, or the invalid-id label', async (_name, answer, message) => {
    server.use(validateAnswers(answer));
    render(<VoucherBox />);
    await redeem('VCH-SOMETHING');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog()).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the message of a 400 answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(validateWith(() => HttpResponse.json({ message: 'Vouchers cannot be redeemed today.' }, { status: 400 })));
    render(<VoucherBox />);
    await redeem('VCH-1');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Vouchers cannot be redeemed today.');
  });

  it('shows the invalid-id label for any other refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(validateWith(() => HttpResponse.json({}, { status: 404 })));
    render(<VoucherBox />);
    await redeem('VCH-1');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The voucher ID you entered is not valid.');
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Database down' }, { status: 500 }), 'The store could not complete this request.'],
    ['an answer of the wrong shape', () => HttpResponse.json({ IsValid: 'yes' }), 'The store sent an answer we could not read.'],
    ['a dropped network', () => HttpResponse.error(), 'We could not reach the store.'],
  ])('shows a clear error with Retry for %s, and Retry asks again', async (_name, failure, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(validateWith(failure));
    render(<VoucherBox />);
    const user = await redeem(voucherCodes.discount);
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Your voucher could not be checked.');
    expect(alert).toHaveTextContent(text);
    server.use(validateAnswers(discountVoucher()));
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('says "Could not find associated product." when the product cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(validateAnswers(productVoucher()), http.get('/api/productdetails/:id', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    render(<VoucherBox />);
    await redeem(voucherCodes.product);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Could not find associated product.');
    expect(within(dialog()).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the product fetch failed on the way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(validateAnswers(productVoucher()), http.get('/api/productdetails/:id', () => HttpResponse.json({ Id: 1 })));
    render(<VoucherBox />);
    const user = await redeem(voucherCodes.product);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Could not find associated product.');
    server.use(productDetails());
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('link', { name: 'Continue' })).toBeInTheDocument();
  });

  it('only logs a missing anti-forgery token, and still asks', async () => {
    document.body.innerHTML = '';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let token: string | null = 'unset';
    server.use(
      validateWith(({ request }) => {
        token = request.headers.get('RequestVerificationToken');
        return HttpResponse.json(discountVoucher());
      }),
    );
    render(<VoucherBox />);
    await redeem(voucherCodes.discount);
    expect(await within(dialog()).findByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(token).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no anti-forgery token'));
  });

  it('adds the reCAPTCHA pair with the action "vouchers" when captcha is on', async () => {
    voucherPage({ CaptchaSettings: { IsEnabled: true, SiteKey: 'site-key' } });
    const execute = vi.fn(async () => 'captcha-token');
    (globalThis as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    let headers: Headers | undefined;
    server.use(
      validateWith(({ request }) => {
        headers = request.headers;
        return HttpResponse.json(discountVoucher());
      }),
    );
    try {
      render(<VoucherBox />);
      await redeem(voucherCodes.discount);
      await within(dialog()).findByRole('button', { name: 'OK' });
      expect(execute).toHaveBeenCalledWith('site-key', { action: 'vouchers' });
      expect(headers?.get('Recaptcha-Token')).toBe('captcha-token');
      expect(headers?.get('Recaptcha-Action')).toBe('vouchers');
    } finally {
      delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('opens the modal and validates at once for a code given by the page, filling the input', async () => {
    server.use(validateAnswers(discountVoucher()));
    render(<VoucherBox code="VCH-DISCOUNT-1" />);
    expect(await within(await screen.findByRole('dialog', { name: 'Voucher' })).findByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toHaveValue('VCH-DISCOUNT-1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveFocus();
  });

  it("reads ?code= from the page's address when the tag has no code, opens the modal and validates it", async () => {
    let asked: string | null = null;
    server.use(validateWith(({ request }) => ((asked = new URL(request.url).searchParams.get('voucherid')), HttpResponse.json(discountVoucher()))));
    window.history.replaceState(null, '', '/voucher-product/season-pass-adult?code=VCH-DISCOUNT-1');
    try {
      render(<VoucherBox />);
      expect(await within(await screen.findByRole('dialog', { name: 'Voucher' })).findByRole('button', { name: 'OK' })).toBeInTheDocument();
      expect(asked).toBe('VCH-DISCOUNT-1');
      expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toHaveValue('VCH-DISCOUNT-1');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('closes on Escape, resets, keeps the ID that failed for correcting, and gives focus back to the button', async () => {
    server.use(validateAnswers(unknownVoucher()));
    render(<VoucherBox />);
    const user = await redeem('VCH-TYPO');
    await within(dialog()).findByRole('alert');
    // A browser moves focus into the dialog when it opens; happy-dom does not.
    within(dialog()).getByRole('button', { name: 'OK' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Voucher ID' })).toHaveValue('VCH-TYPO');
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveFocus();
  });

  it('ignores an answer that arrives after the modal was closed', async () => {
    const release = holdValidation();
    render(<VoucherBox />);
    const user = await redeem(voucherCodes.discount);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => release());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['spaces', 'VCH PRODUCT 1'],
    ['unicode', 'VCH-ÜBER-🎿'],
    ['10,000 characters', 'X'.repeat(10_000)],
  ])('sends a code with %s encoded, and shows the invalid message', async (_name, code) => {
    let received: string | null = null;
    server.use(
      validateWith(({ request }) => {
        received = new URL(request.url).searchParams.get('voucherid');
        return HttpResponse.json(unknownVoucher());
      }),
    );
    render(<VoucherBox />);
    const input = screen.getByRole('textbox', { name: 'Voucher ID' });
    // Typing 10,000 keys one by one is slow; paste it like a shopper would.
    input.focus();
    const user = userEvent.setup();
    await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The voucher ID you entered is not valid.');
    expect(received).toBe(code);
    expect(input).toHaveValue(code);
  });
});
