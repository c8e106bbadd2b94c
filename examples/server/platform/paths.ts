import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const staticDir = fileURLToPath(new URL('../../static/', import.meta.url));
export const distDir = join(repoRoot, 'dist');
export const defaultDataDir = join(repoRoot, '.data');
