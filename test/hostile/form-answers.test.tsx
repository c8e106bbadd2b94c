/**
 * The answers the storefront's forms read after the shopper acts, broken 100 ways each, 20 in `npm test` (seeded,
 * shrinking on failure; fast-check's default count, `RUNS=1000` for a deeper look). Each form tag's
 * folder says how in its `*.hostile.ts` (`test/hostile/form-harness.ts`): the calls, their broken
 * answers and the shopper's steps. The form shows what the store said (the next step, a result, the
 * store's refusal) or its error with a way to try again — never a blank box, an endless spinner, a
 * crash of the island or the store's script running.
 */
import fc from 'fast-check';
import { hostileRuns } from './runs.ts';
import { startMswServer } from '../msw.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { formStore, type HostileForm } from './form-harness.ts';

const RUNS = hostileRuns(100);

// What a form shows for each broken answer is this file's question, not when a screen reader hears
// it: the pause that lets a focus move be heard (half a second, twice as a dialog opens and turns
// modal) is a task away here, or a hundred answers took minutes.
vi.mock('../../src/ui/after-focus-heard.ts', async (original) => ({
  ...(await original<typeof import('../../src/ui/after-focus-heard.ts')>()),
  afterFocusHeard: (callback: () => void) => {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  },
}));

/** Every tag folder's hostile form, found by its file: a new form tag is one folder. */
export const hostileForms = Object.entries(import.meta.glob<{ hostileForm: HostileForm }>('../../widgets/*/*.hostile.ts', { eager: true })).map(([file, module]) => ({
  file: file.replace('../../', ''),
  form: module.hostileForm,
}));

const server = startMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('finds the hostile forms of the tag folders', () => {
  expect(hostileForms.map(({ file }) => file)).toEqual(['widgets/signin/signin-form.hostile.ts', 'widgets/voucher-box/voucher-box.hostile.ts']);
});

describe.each(hostileForms)('<$form.tag> with broken answers ($file)', ({ form }) => {
  it(`${form.does}`, async () => {
    const store = formStore(form);
    setPageData(form.pageData ?? {});
    await fc.assert(
      fc.asyncProperty(form.answers, async (answers) => {
        server.resetHandlers(...store.handlers);
        expect(await form.run(store.mount, answers)).toEqual([]);
      }),
      { seed: 20261124, numRuns: RUNS },
    );
  }, 180_000);
});
