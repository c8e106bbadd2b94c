/**
 * The shopper's language: the header's switch sets a cookie, and from then on the store answers in
 * it. Its own pages (`<html lang>` included) take their words from `text/`, its data (products,
 * attributes, releases, pickup sites, statuses) its translations beside each entity
 * (`platform/localized.ts`), its messages the same catalogue; and every page's data names the
 * language (`Language` and `locale`), which is all the widgets need to speak it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { readQuery, readValue, returnUrl } from '../platform/input.ts';
import { DEFAULT_LANGUAGE, STORE_LANGUAGES, answerIn, type StoreLanguage } from '../text/languages.ts';

export { STORE_LANGUAGES, type StoreLanguage } from '../text/languages.ts';
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
  return chosen === undefined ? DEFAULT_LANGUAGE : readValue(language.catch(DEFAULT_LANGUAGE), chosen, DEFAULT_LANGUAGE);
}

/** Answers every request in the language its shopper chose: pages, messages and the API's data. */
export const answerInPageLanguage = (): MiddlewareHandler<AppEnv> => (c, next) => answerIn(pageLanguage(c), next);

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
