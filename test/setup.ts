import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetShared } from '../src/core/shared.ts';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof window !== 'undefined') window.dataLayer = [];
});

// Stores live under one global; each test file starts from a clean page.
resetShared();
