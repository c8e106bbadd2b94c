import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetShared } from '../src/core/shared.ts';

// findBy… and waitFor give up after this long: a busy 2-core machine can take more than the default
// second to render, and a test must never fail only because the machine is slow.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof window !== 'undefined') window.dataLayer = [];
});

// Stores live under one global; each test file starts from a clean page.
resetShared();
