// @vitest-environment node
import { join, resolve } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs lint plugin without type declarations
import untypedLayers, { storePlaceOf as untypedPlace, storeRefusal as untypedRefusal } from './eslint-layers.mjs';

type Place = { kind: string };
const storePlaceOf = untypedPlace as (file: string) => Place;
const storeRefusal = untypedRefusal as (from: Place, to: Place) => string | null;
const store = (path: string) => storePlaceOf(resolve(import.meta.dirname, '../examples/server', path));
const refusal = (from: string, to: string) => storeRefusal(store(from), store(to));

describe("the demo store's layers", () => {
  it('lets a feature import the ground floor and the features below it', () => {
    expect(refusal('cart/routes.ts', 'platform/input.ts')).toBeNull();
    expect(refusal('cart/routes.ts', 'catalog/catalog.ts')).toBeNull();
    expect(refusal('shell/layout.ts', 'db/db.ts')).toBeNull();
    expect(refusal('app.ts', 'checkout/routes.ts')).toBeNull();
  });

  it('refuses an import back up, naming the order', () => {
    expect(refusal('platform/sessions.ts', 'cart/repo.ts')).toMatch(/platform\/ must not import cart\/.*db ← text ← platform ← shell ← catalog/);
    expect(refusal('catalog/catalog.ts', 'cart/cart.ts')).toMatch(/catalog\/ must not import cart\//);
    expect(refusal('cart/repo.ts', 'app.ts')).toMatch(/must not import the start-up files/);
  });

  it('keeps migrations frozen, test support for tests, and every folder in the order', () => {
    expect(refusal('migrations/006-payment-plans.ts', 'db/db.ts')).toBeNull();
    expect(refusal('migrations/006-payment-plans.ts', 'payment-plans/reference.ts')).toMatch(/frozen snapshot/);
    expect(refusal('db/db.ts', 'migrations/index.ts')).toMatch(/start-up files/);
    expect(refusal('cart/repo.ts', 'test-support/test-support.ts')).toMatch(/tests only/);
    expect(refusal('newfeature/routes.ts', 'platform/input.ts')).toMatch(/not in the demo store's layers/);
  });
});

const layers = untypedLayers as NonNullable<Linter.Config['plugins']>[string];
const root = join(__dirname, '..');

/** The messages the layers rule gives `code` written at `file` (relative to the repository). */
function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config: Linter.Config[] = [{ files: ['**/*.ts', '**/*.tsx'], plugins: { resort: layers }, rules: { 'resort/layers': 'error' } }];
  return linter.verify(code, config, { filename: join(root, file) }).map((message) => message.message);
}

describe('a widget component and the client', () => {
  it('refuses a component importing the client or the file client, naming where the call goes', () => {
    expect(lint('widgets/voucher-box/VoucherBox.tsx', "import * as api from '../../src/api/client.ts';")).toEqual([
      "a component does not call the client: put the call in the widget's api.ts (widgets/voucher-box/api.ts) (import '../../src/api/client.ts').",
    ]);
    expect(lint('widgets/payment-plans-admin/enrollments/Enrollments.tsx', "import { getFile } from '../../../src/api/file-client.ts';")).toHaveLength(1);
  });

  it("lets the widget's api.ts and the component importing it through", () => {
    expect(lint('widgets/voucher-box/api.ts', "import * as api from '../../src/api/client.ts';")).toEqual([]);
    expect(lint('widgets/voucher-box/VoucherBox.tsx', "import { lookUpVoucher } from './api.ts';\nimport { refused } from '../../src/api/errors.ts';")).toEqual([]);
  });
});

describe("a widget's stories and fixtures", () => {
  it('may import the shared story helpers and another widget’s fixtures, as a test may', () => {
    expect(lint('widgets/category/resort-category.stories.tsx', "import { tagMeta } from '../../stories/tag-story.tsx';\nimport { resortCategories } from '../category-nav/categories.fixtures.ts';")).toEqual([]);
    expect(lint('widgets/signin/story-handlers.ts', "import { resortCategories } from '../category-nav/categories.fixtures.ts';")).toEqual([]);
  });

  it('never reaches a bundle: library code may not import them', () => {
    expect(lint('widgets/category/Category.tsx', "import { categoryAnswer } from './category.fixtures.ts';")).toEqual([
      "library code imports only src/ and its own widget (import './category.fixtures.ts').",
    ]);
    expect(lint('widgets/category/api.ts', "import { categoryOk } from './story-handlers.ts';")).toHaveLength(1);
  });
});
