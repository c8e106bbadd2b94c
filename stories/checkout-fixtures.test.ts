// @vitest-environment node
/**
 * Every pickup site a rental-locations story serves, and every release and person a waiver story
 * shows, parses with the client's schemas (except the stories about malformed answers), so a story
 * cannot show data the store would never send.
 */
import { getResponse, type RequestHandler } from 'msw';
import { rentalLocationsSchema } from '../src/api/rental-location-schemas.ts';
import { waiverPersonSchema, waiverReleaseSchema } from '../src/api/waiver-schemas.ts';
import { malformedLocationsAnswer } from './checkout-handlers.ts';
import * as rentalStories from '../widgets/rental-locations/resort-rental-locations.stories.tsx';
import * as waiverStories from '../widgets/waiver/resort-waiver.stories.tsx';

interface StoryLike {
  args?: { release?: unknown; person?: unknown };
  parameters?: { msw?: unknown };
}

const named = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name !== 'default') as [string, StoryLike][];

describe('checkout story fixtures', () => {
  const { default: rentalMeta, ...rentals } = rentalStories;
  it.each(named(rentals))('<resort-rental-locations> %s serves pickup sites the schema accepts', async (_name, story) => {
    const handlers = (story.parameters?.msw ?? []) as RequestHandler[];
    const response = await Promise.race([
      getResponse(handlers, new Request('http://store.test/api/product/rentallocations/4?ts=1')),
      new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    if (response === 'pending' || response === undefined || !response.ok) return;
    // The loading story's body never ends.
    const body: unknown = await Promise.race([response.json(), new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 50))]);
    if (body === 'pending') return;
    if (JSON.stringify(body) === JSON.stringify(malformedLocationsAnswer)) {
      expect(rentalLocationsSchema.safeParse(body).success).toBe(false);
      return;
    }
    expect(rentalLocationsSchema.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  const { default: waiverMeta, ...waivers } = waiverStories;
  it.each(named(waivers))('<resort-waiver> %s shows a release and a person the schemas accept', (name, story) => {
    const release = story.args?.release ?? waiverMeta.args?.release;
    const person = story.args?.person ?? waiverMeta.args?.person;
    expect(waiverPersonSchema.safeParse(person).success).toBe(true);
    expect(waiverReleaseSchema.safeParse(release).success).toBe(name !== 'MalformedRelease');
  });

  it('covers both stories files', () => {
    expect(rentalMeta.title).toContain('resort-rental-locations');
    expect(named(rentals).length + named(waivers).length).toBeGreaterThanOrEqual(25);
  });
});
