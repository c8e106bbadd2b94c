import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { on } from '../../src/events/bus.ts';
import { loadRentalLocations } from './api.ts';

export type RentalSites = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; locations: RentalLocation[] };

/** `location` as it is once `saved` is the shopper's saved site. */
export function markSaved(location: RentalLocation, saved: RentalLocation): RentalLocation {
  return location.Id === saved.Id ? { ...location, IsSelected: true, ContactPhone: saved.ContactPhone } : { ...location, IsSelected: false };
}

/**
 * The rental's pickup sites: loaded (and loaded again on Retry), kept in step with the sites other
 * rental islands save (the store keeps one pickup site per shopper). `onLoaded` picks the site to
 * show first.
 */
export function useRentalSites(productId: number, onLoaded: (locations: RentalLocation[]) => void) {
  const [load, setLoad] = useState<RentalSites>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest callback, without reloading the sites each time the caller renders.
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });

  useEffect(() => {
    let current = true;
    void loadRentalLocations(productId, attempt > 0).then((result) => {
      if (!current) return;
      if (!result.ok) {
        setLoad({ status: 'error', error: result.error });
        return;
      }
      setLoad({ status: 'ready', locations: result.data });
      onLoadedRef.current(result.data);
    });
    return () => {
      current = false;
    };
  }, [productId, attempt]);

  // Another rental's island saved a site: the store keeps one pickup site per shopper.
  useEffect(
    () =>
      on('resort:rental-location:saved', (detail) => {
        if (detail.productId === productId) return;
        setLoad((state) =>
          state.status === 'ready'
            ? { ...state, locations: state.locations.map((location) => markSaved(location, detail.location)) }
            : state,
        );
      }),
    [productId],
  );

  return {
    load,
    setLocations: (locations: RentalLocation[]) => setLoad({ status: 'ready', locations }),
    retry: () => {
      setLoad({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
