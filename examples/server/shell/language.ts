/**
 * The shopper's language: the header's switch sets a cookie, and every page's data then names it
 * (`Language` and `locale`), which is all the widgets need to speak it. The store's own
 * server-rendered text (header, footer, page titles, legacy forms) stays English: it plays a legacy
 * host whose templates are not ours to translate, and its `<html lang="en">` says so while each
 * widget's root carries `lang="fr-CA"`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { readQuery, readValue, returnUrl } from '../platform/input.ts';

export const STORE_LANGUAGES = ['en-US', 'fr-CA'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'resort_lang';

/** What the switch offers, each name in its own language. */
export const LANGUAGE_NAMES: Readonly<Record<StoreLanguage, { name: string; lang: string }>> = {
  'en-US': { name: 'English', lang: 'en' },
  'fr-CA': { name: 'Français', lang: 'fr' },
};

const language = z.enum(STORE_LANGUAGES, { error: `Choose a language: ${STORE_LANGUAGES.join(' or ')}.` });
const switchQuery = z.object({ to: language, returnUrl: returnUrl() });

/** The language the shopper chose (English until they choose). */
export function pageLanguage(c: Context<AppEnv>): StoreLanguage {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return chosen === undefined ? 'en-US' : readValue(language.catch('en-US'), chosen, 'en-US');
}

/** `GET /language?to=fr-CA&returnUrl=/cart`: remembers the choice for a year and goes back. */
export function languageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/language', (c) => {
    const { to, returnUrl: back } = readQuery(c, switchQuery);
    setCookie(c, LANGUAGE_COOKIE, to, { sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    return c.redirect(back, 303);
  });
  return routes;
}
