/**
 * What a feature folder of the demo store gives the store, in its `feature.ts` (found by
 * `features.ts`): its routes, its tables and its demo data, registered through this one place
 * rather than by hand in `app.ts`.
 */
import type { Hono } from 'hono';
import type { Db, Migration } from '../db/db.ts';
import type { AppEnv } from './app-env.ts';

/** Whom a route is for: anyone, signed-in customers or admins. */
export type RouteAudience = 'anyone' | 'customer' | 'admin';

export interface StoreFeature {
  /** Its API and page routes. They come before the catch-all page route, whatever their paths. */
  routes?: (db: Db) => Hono<AppEnv>;
  /** Its tables, each migration with a version number of its own (applied after the store's, in order). */
  migrations?: readonly Migration[];
  /** Its demo data, once the tables exist; run at every start, so it checks whether it already ran. */
  seed?: (db: Db) => Promise<void>;
  /**
   * Whom each of its routes is for, keyed `METHOD /path` as registered: the store's authorization
   * test calls every route as a guest, a shopper and an admin against these rows.
   */
  audience?: Readonly<Record<string, RouteAudience>>;
}

/** A feature, checked against `StoreFeature`. */
export const defineFeature = (feature: StoreFeature): StoreFeature => feature;
