// @vitest-environment node
/**
 * How a UMD file's gzip is shared out between the tags and the base, on a bundle map of a few
 * modules: what only one tag reaches is that tag's, what tags of one folder share is split between
 * them, and what several folders or the entry reach is the base's.
 */
import { ownersOf, sharesOf, type BundleMapData } from './umd-shares.mjs';

/** A bundle map: each module with what it imports and its gzip alone, all in one file. */
function bundleMap(modules: Record<string, { imports?: string[]; gzip: number }>): BundleMapData {
  const uid = (id: string) => `uid:${id}`;
  const nodeMetas: BundleMapData['nodeMetas'] = {};
  const nodeParts: BundleMapData['nodeParts'] = {};
  for (const [id, module] of Object.entries(modules)) {
    nodeMetas[uid(id)] = { id, imported: (module.imports ?? []).map((imported) => ({ uid: uid(imported) })) };
    nodeParts[`part:${id}`] = { gzipLength: module.gzip, metaUid: uid(id) };
  }
  const children = Object.keys(modules).map((id) => ({ name: id, uid: `part:${id}` }));
  return { tree: { children: [{ name: 'resort-widgets.complete.umd.js', children }, { name: 'chunks/other.js', children: [] }] }, nodeParts, nodeMetas };
}

const data = bundleMap({
  '/widgets/umd.ts': { imports: ['/widgets/index.ts'], gzip: 100 },
  '/widgets/index.ts': { imports: ['/widgets/cart/elements/resort-minicart.ts', '/widgets/cart/elements/resort-cart.ts', '/widgets/waiver/elements/resort-waiver.ts', '/src/core.ts'], gzip: 100 },
  '/src/core.ts': { gzip: 400 },
  '/widgets/cart/elements/resort-minicart.ts': { imports: ['/widgets/cart/MiniCart.tsx', '/src/core.ts'], gzip: 50 },
  '/widgets/cart/elements/resort-cart.ts': { imports: ['/widgets/cart/Cart.tsx'], gzip: 50 },
  '/widgets/cart/MiniCart.tsx': { imports: ['/widgets/cart/cart-store.ts', '/src/ui/Dialog.tsx'], gzip: 100 },
  '/widgets/cart/Cart.tsx': { imports: ['/widgets/cart/cart-store.ts'], gzip: 100 },
  '/widgets/cart/cart-store.ts': { gzip: 200 },
  '/widgets/waiver/elements/resort-waiver.ts': { imports: ['/widgets/waiver/Waiver.tsx'], gzip: 50 },
  '/widgets/waiver/Waiver.tsx': { imports: ['/node_modules/signature_pad/dist/signature_pad.js', '/src/ui/Dialog.tsx'], gzip: 150 },
  '/node_modules/signature_pad/dist/signature_pad.js': { gzip: 300 },
  '/src/ui/Dialog.tsx': { gzip: 200 },
});
const owner = (id: string) => ownersOf(data).get(`uid:${id}`);

describe('which tag a module of a UMD file belongs to', () => {
  it('is the one tag whose element module every path to it goes through, libraries included', () => {
    expect(owner('/widgets/cart/MiniCart.tsx')).toEqual(['resort-minicart']);
    expect(owner('/widgets/waiver/Waiver.tsx')).toEqual(['resort-waiver']);
    expect(owner('/node_modules/signature_pad/dist/signature_pad.js')).toEqual(['resort-waiver']);
    expect(owner('/widgets/waiver/elements/resort-waiver.ts')).toEqual(['resort-waiver']);
  });

  it('is every tag of one folder that shares it', () => {
    expect(owner('/widgets/cart/cart-store.ts')).toEqual(['resort-cart', 'resort-minicart']);
  });

  it('is none (the base) when tags of two folders share it, or the entry reaches it without a tag', () => {
    expect(owner('/src/ui/Dialog.tsx')).toBeNull();
    expect(owner('/src/core.ts')).toBeNull();
    expect(owner('/widgets/index.ts')).toBeNull();
  });
});

describe("a UMD file's gzip shared out", () => {
  // The modules weigh 1,800 bytes alone; in the file's one stream they weigh 900.
  const { base, tags } = sharesOf(data, 'resort-widgets.complete.umd.js', 900);

  it('gives each tag its modules’ part of the file, a folder’s shared module split between its tags', () => {
    expect(Object.fromEntries(tags)).toEqual({ 'resort-minicart': (50 + 100 + 100) / 2, 'resort-cart': (50 + 100 + 100) / 2, 'resort-waiver': (50 + 150 + 300) / 2 });
  });

  it('leaves the rest to the base, so that the base and the tags add up to the file', () => {
    expect(base).toBe((100 + 100 + 400 + 200) / 2);
    expect(base + [...tags.values()].reduce((sum, bytes) => sum + bytes, 0)).toBe(900);
  });

  it('counts only the modules of the file asked for', () => {
    expect(sharesOf(data, 'chunks/other.js', 10)).toEqual({ base: 10, tags: new Map() });
    expect(() => sharesOf(data, 'resort-widgets.umd.js', 10)).toThrow('umd-shares: the bundle map has no resort-widgets.umd.js');
  });
});
