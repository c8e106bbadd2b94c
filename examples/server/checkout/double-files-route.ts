/**
 * The one route that serves a provider double's files (its script, its frame's page, stylesheet
 * and script) under its folder: the Square double's at `/static/square-double/`, Braintree's at
 * `/static/braintree-double/`. The name is read through the input layer; a name the double does
 * not have is 404.
 */
import type { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { readParam } from '../platform/input.ts';
import type { DoubleFiles } from '../../double-build.ts';

const FILE_NAME = z.string().regex(/^[\w.-]{1,100}$/, 'Name a file of the double.');

export function serveDoubleFiles(routes: Hono<AppEnv>, base: string, files: DoubleFiles): void {
  routes.get(`${base}:file`, async (c) => {
    const file = (await files()).get(readParam(c, 'file', FILE_NAME));
    if (!file) return c.text('Not found.', 404);
    return c.body(file.body, 200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' });
  });
}
