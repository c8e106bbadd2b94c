// @vitest-environment node
/**
 * Every answer the sign-in, category and countdown stories' MSW handlers give is one the widgets'
 * schemas accept (or, for the failure stories, a failure the client reports): a story cannot
 * show a state the store would never produce.
 */
import { getResponse, type RequestHandler } from 'msw';
import { customerLookupSchema, loginOkSchema, userSettingsSchema } from './signin-schemas.ts';
import { fieldErrorsOf } from './api.ts';
import { categoryListSchema } from '../category-nav/category-schemas.ts';
import { parseCategoryEntries } from '../category-nav/category-rules.ts';
import * as formStories from './resort-signin-form.stories.tsx';
import * as menuStories from './resort-signin-menu.stories.tsx';
import * as navStories from '../category-nav/resort-category-nav.stories.tsx';

interface StoryLike {
  name?: string;
  parameters?: { msw?: unknown };
}

const handlersOf = (story: StoryLike): RequestHandler[] => (Array.isArray(story.parameters?.msw) ? (story.parameters.msw as RequestHandler[]) : []);

const stories = [formStories, menuStories, navStories].flatMap(({ default: meta, ...named }) =>
  Object.entries(named as Record<string, StoryLike>).map(([exportName, story]) => ({
    id: `${meta.title} / ${story.name ?? exportName}`,
    // A story's own handlers replace its file's (Storybook does not merge arrays).
    handlers: story.parameters?.msw === undefined ? handlersOf(meta as StoryLike) : handlersOf(story),
  })),
);

const ORIGIN = 'http://store.test';
const PENDING = Symbol('pending');

async function answer(handlers: RequestHandler[], request: Request) {
  const pending = new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), 50));
  const complete = async () => {
    const response = await getResponse(handlers, request);
    if (!response) return undefined;
    if (response.type === 'error') return { status: 0, body: null };
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return Promise.race([complete(), pending]);
}

const calls = {
  settings: () => new Request(`${ORIGIN}/api/user/settings?ts=1`),
  lookup: () => new Request(`${ORIGIN}/api/customer/exists?id=shopper%40example.com&ts=1`),
  login: () =>
    new Request(`${ORIGIN}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"Email":"shopper@example.com","Password":"x"}' }),
  categories: () => new Request(`${ORIGIN}/api/categories?ts=1`),
};

describe('sign-in and navigation story fixtures', () => {
  it('covers every story', () => {
    expect(stories.length).toBeGreaterThanOrEqual(30);
  });

  it.each(stories)('$id: answers the widgets can read', async ({ handlers }) => {
    for (const [call, request] of Object.entries(calls)) {
      const response = await answer(handlers, request());
      if (response === PENDING || response === undefined) continue;
      // A refusal the widget reads by its status alone (429: too many attempts) or a server failure.
      const failed = response.status === 0 || response.status === 429 || response.status >= 500;
      if (failed) continue;
      if (call === 'settings') expect(userSettingsSchema.safeParse(response.body).success).toBe(true);
      if (call === 'lookup') expect(customerLookupSchema.safeParse(response.body).success).toBe(true);
      if (call === 'login') {
        if (response.status === 400) expect(fieldErrorsOf(response.body)).not.toBeNull();
        else expect(loginOkSchema.safeParse(response.body).success).toBe(true);
      }
      if (call === 'categories') {
        const list = categoryListSchema.safeParse(response.body);
        expect(list.success).toBe(true);
        expect(parseCategoryEntries(list.data ?? []).entries.length).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
