/**
 * Anti-forgery token and reCAPTCHA headers.
 */
import { warnOnce } from '../core/shared.ts';

export const ANTI_FORGERY_HEADER = 'RequestVerificationToken';
export const ANTI_FORGERY_FIELD = '__RequestVerificationToken';

/** The token the host renders as a hidden input (nopCommerce) or a meta tag. */
export function readAntiForgeryToken(doc: Document = document): string | null {
  const input = doc.querySelector<HTMLInputElement>(`input[name="${ANTI_FORGERY_FIELD}"]`);
  if (input?.value) return input.value;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="request-verification-token"]');
  return meta?.content || null;
}

/** The reCAPTCHA actions the spec lists, one per protected call. */
export type CaptchaAction =
  | 'resortcharge'
  | 'fastflow'
  | 'myaccount/addgroupmember'
  | 'vouchers'
  | 'checkout/personalization'
  | 'checkout/complete';

interface GreCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Asks reCAPTCHA v3 for a token; resolves null (and logs) when the script is not on the page. */
export async function captchaToken(siteKey: string, action: CaptchaAction): Promise<string | null> {
  const grecaptcha = (globalThis as { grecaptcha?: GreCaptcha }).grecaptcha;
  if (!grecaptcha) {
    warnOnce('captcha-missing', 'resort-widgets: captcha is enabled but grecaptcha is not on the page; add the reCAPTCHA v3 script.');
    return null;
  }
  try {
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return await grecaptcha.execute(siteKey, { action });
  } catch (error) {
    console.error(`resort-widgets: reCAPTCHA failed for action "${action}"`, error);
    return null;
  }
}
