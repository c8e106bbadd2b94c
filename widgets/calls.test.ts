// @vitest-environment node
/**
 * The call registry stays whole: every family's `calls.ts` is in it, every tag belongs to a family
 * (or makes no call), and each call is described so the command can send it as the widget does.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CallFamily } from '../src/api/host-calls.ts';
import { callRegistry } from './calls.ts';
import { widgetEntries } from './entries.ts';

/** Tags whose widgets ask the store nothing (the form fields' countries ship with the library). */
const TAGS_WITHOUT_CALLS = ['resort-countdown', 'resort-date-field', 'resort-country-select', 'resort-state-field'];

const calls = callRegistry.flatMap((family) => family.calls.map((call) => ({ family: family.family, call })));

describe('the call registry (widgets/calls.ts)', () => {
  it("lists every widget folder's calls.ts", async () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dirname, entry.name, 'calls.ts')));
    for (const folder of folders) {
      const module = (await import(`./${folder.name}/calls.ts`)) as Record<string, CallFamily>;
      for (const family of Object.values(module)) expect(callRegistry, `widgets/${folder.name}/calls.ts`).toContain(family);
    }
  });

  it('has a family for every tag that asks the store anything', () => {
    const covered = new Set(callRegistry.flatMap((family) => family.tags));
    const tags = widgetEntries.map((entry) => entry.meta.tag);
    expect(tags.filter((tag) => !covered.has(tag) && !TAGS_WITHOUT_CALLS.includes(tag))).toEqual([]);
    expect([...covered].filter((tag) => !tags.some((known) => known === tag))).toEqual([]);
  });

  it('names each call once in its family', () => {
    for (const family of callRegistry) expect(new Set(family.calls.map((call) => call.name)).size, family.family).toBe(family.calls.length);
  });

  it.each(calls.map(({ family, call }) => [`${family}: ${call.name}`, call] as const))('%s: every {value} of its path is a param, and its body fits its method', (_, call) => {
    const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(placeholders.filter((name) => !(name && call.params && name in call.params))).toEqual([]);
    expect(call.path.startsWith('/')).toBe(true);
    if (call.method === 'GET' || call.method === 'DELETE') expect(call.body).toBeUndefined();
    // A POST that changes nothing, or a call never sent, says why.
    if ((call.sends === 'read' && call.method !== 'GET') || call.sends === 'never') expect(call.note).toBeTruthy();
  });

  it('has one sign-in call, the one --login goes through', () => {
    expect(calls.filter(({ call }) => call.signsIn).map(({ call }) => call.path)).toEqual(['/api/user/login']);
  });
});
