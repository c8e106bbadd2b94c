import { lazy, Suspense } from 'react';
import { Router, useSearchParams, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { Tabs } from '../../src/ui/Tabs.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { subscriptionsLabels } from './labels.ts';

/** Each tab's screen is its own chunk, loaded when the tab is first shown. */
const SubscriptionEnrollments = lazy(() => import('./enrollments/SubscriptionEnrollments.tsx'));
const SubscriptionTypes = lazy(() => import('./types/SubscriptionTypes.tsx'));

export type SubscriptionsTab = 'enrollments' | 'types';
/** The tab in the address: `?tab=types`; the enrollments when it is missing or unknown. */
export const TAB_PARAM = 'tab';

export interface SubscriptionsAdminProps {
  /** Tests and stories: a location other than the browser's (wouter's `memoryLocation()`). */
  locationHook?: BaseLocationHook | undefined;
  searchHook?: BaseSearchHook | undefined;
}

/**
 * `<resort-subscriptions-admin>`: the two tabs `Subscription Enrollments` and `Subscription
 * Types`. The tab, each list's search, order and page are in the page's address, so Back returns
 * to them and a copied link opens them.
 */
export function SubscriptionsAdmin({ locationHook, searchHook }: SubscriptionsAdminProps) {
  return (
    <Router {...(locationHook ? { hook: locationHook } : {})} {...(searchHook ? { searchHook } : {})}>
      <SubscriptionsArea />
    </Router>
  );
}

function SubscriptionsArea() {
  const labels = useLabels(subscriptionsLabels);
  const [params, setParams] = useSearchParams();
  const tab: SubscriptionsTab = params.get(TAB_PARAM) === 'types' ? 'types' : 'enrollments';
  const select = (next: SubscriptionsTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'enrollments') updated.delete(TAB_PARAM);
      else updated.set(TAB_PARAM, next);
      return updated;
    });
  return (
    <div className="rw-sub">
      <h1 className="rw-sub__title">{labels.title}</h1>
      <Tabs
        label={labels.tabs}
        tabs={[
          { key: 'enrollments', label: labels['tab.enrollments'] },
          { key: 'types', label: labels['tab.types'] },
        ]}
        selected={tab}
        onSelect={select}
      >
        <Suspense fallback={<Spinner label={labels['common.loading']} />}>
          {tab === 'enrollments' ? <SubscriptionEnrollments labels={labels} /> : <SubscriptionTypes labels={labels} />}
        </Suspense>
      </Tabs>
    </div>
  );
}
