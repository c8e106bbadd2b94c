/** Types of `umd-shares.mjs`, which `npm run size` (plain Node) and `npm run tags` both import. */
import type { TagUmdBudget, WidgetBundle } from '../src/island/tag-entry.ts';

export interface UmdFile {
  /** Its budget in size-budgets.json. */
  key: 'umd' | 'umdComplete' | 'umdAdmin' | 'umdAdminComplete';
  /** Under dist/umd/. */
  file: string;
  /** Its bundle map, dist/bundle-map/<map>.json. */
  map: string;
  /** The bundle whose tags it holds. */
  bundle: WidgetBundle;
  /** Which of a tag's `budget.umd` figures counts in it. */
  part: keyof TagUmdBudget;
}

export declare const UMD_FILES: readonly UmdFile[];

/** The parts of a bundle map that the shares are read from (rollup-plugin-visualizer's raw data). */
export interface BundleMapData {
  tree: { children?: readonly BundleMapNode[] };
  nodeParts: Record<string, { gzipLength?: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; imported: readonly { uid: string; dynamic?: boolean }[] }>;
}

export interface BundleMapNode {
  name: string;
  uid?: string;
  children?: readonly BundleMapNode[];
}

/** A file's gzip in bytes, shared out: the base and each tag's share. */
export interface Shares {
  base: number;
  tags: Map<string, number>;
}

export declare function ownersOf(data: BundleMapData): Map<string, string[] | null>;
export declare function sharesOf(data: BundleMapData, file: string, gzip: number): Shares;
export declare function umdShares(distDir: string): (UmdFile & Shares & { gzip: number })[];
export declare function formatShares(
  shares: readonly (UmdFile & Shares & { gzip: number })[],
  budgets: { umdBase?: Partial<Record<UmdFile['key'], number>>; umdTags?: Record<string, TagUmdBudget> },
): string;
