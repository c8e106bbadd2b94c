import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { PaymentPlansAdmin } from './PaymentPlansAdmin.tsx';
import { DEFAULT_BASE_PATH } from './routes.ts';
// The screens load on demand; loaded here first, a test waits for data, not for compiling.
import './enrollments/Enrollments.tsx';
import './assignments/Assignments.tsx';
import './schedules/PaymentSchedules.tsx';
import './schedules/PricingSchedules.tsx';

/** A clean page for each component test: no cached answers, the given page data, a token. */
export function freshAdminPage(pageData: PageDataInput = {}): void {
  api.invalidate();
  setPageData(pageData);
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
}

/**
 * Renders the area at `path` (below the base path) on a memory location, and returns it with
 * `location()`: where the area is now, relative to the base path.
 */
export function renderAdmin(path: string) {
  const memory = memoryLocation({ path: `${DEFAULT_BASE_PATH}${path}`, record: true });
  const view = render(<PaymentPlansAdmin locationHook={memory.hook} />);
  return {
    ...view,
    navigate: memory.navigate,
    location: () => (memory.history.at(-1) ?? '').slice(DEFAULT_BASE_PATH.length),
  };
}
