import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../src/stores/settings.ts';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { siteMap, zoomTransform } from './map-zoom.ts';
import { safeImageUrl } from '../../src/core/safe-url.ts';
import type { RentalLabels } from './labels.ts';

interface Props {
  location: RentalLocation;
  labels: RentalLabels;
}

/**
 * The selected site's map (its own, or the resort's rental map, `siteMap`), which zooms on click with the settings embedded in `MapImageUrl`, and
 * its photos (`LocationPictureUrls`), with a map/photo toggle when it has both. A missing image
 * says so instead of showing a broken picture.
 */
export function LocationMedia({ location, labels }: Props) {
  const map = siteMap(location.MapImageUrl, useStore($settings).CatalogSettings.RentalLocationsMapUrl);
  const photos = location.LocationPictureUrls.filter((url) => safeImageUrl(url) !== null);
  const [view, setView] = useState<'map' | 'photos'>(map ? 'map' : 'photos');
  const [zoomed, setZoomed] = useState(false);
  const [photoIndex, setPhotoIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());

  if (!map && photos.length === 0) return null;
  const showing = view === 'map' && map ? 'map' : 'photos';
  const photo = photos[Math.min(photoIndex, photos.length - 1)] ?? '';
  const markBroken = (src: string) => setBroken(new Set([...broken, src]));

  return (
    <div className="rw-media">
      {map && photos.length > 0 && (
        <div className="rw-media__toggle" role="group" aria-label={labels['rental.media']}>
          <button type="button" className="rw-media__tab" aria-pressed={showing === 'map'} onClick={() => setView('map')}>
            {labels['rental.map']}
          </button>
          <button type="button" className="rw-media__tab" aria-pressed={showing === 'photos'} onClick={() => setView('photos')}>
            {labels['rental.photos']}
          </button>
        </div>
      )}

      {showing === 'map' && map && (
        <div className="rw-media__frame">
          {broken.has(map.src) ? (
            <p className="rw-media__missing" role="status">
              {labels['rental.mapMissing']}
            </p>
          ) : (
            <button
              type="button"
              className="rw-map"
              aria-pressed={zoomed}
              aria-label={zoomed ? labels['rental.zoomOut'] : labels['rental.zoomIn']}
              onClick={() => setZoomed(!zoomed)}
            >
              <img
                className="rw-map__image"
                src={map.src}
                alt={formatLabel(labels['rental.mapAlt'], { name: location.PickupSiteName })}
                style={zoomed ? { transform: zoomTransform(map.zoom) } : undefined}
                onError={() => markBroken(map.src)}
              />
            </button>
          )}
        </div>
      )}

      {showing === 'photos' && photos.length > 0 && (
        <div className="rw-media__frame">
          {broken.has(photo) ? (
            <p className="rw-media__missing" role="status">
              {labels['rental.photoMissing']}
            </p>
          ) : (
            <img
              className="rw-media__photo"
              src={photo}
              alt={formatLabel(labels['rental.photoAlt'], { index: photoIndex + 1, count: photos.length, name: location.PickupSiteName })}
              onError={() => markBroken(photo)}
            />
          )}
          {photos.length > 1 && (
            <div className="rw-media__pager">
              <button
                type="button"
                className="rw-button rw-button--secondary rw-media__step"
                aria-label={labels['rental.previousPhoto']}
                onClick={() => setPhotoIndex((photoIndex - 1 + photos.length) % photos.length)}
              >
                ‹
              </button>
              <span aria-hidden="true">
                {photoIndex + 1} / {photos.length}
              </span>
              <button
                type="button"
                className="rw-button rw-button--secondary rw-media__step"
                aria-label={labels['rental.nextPhoto']}
                onClick={() => setPhotoIndex((photoIndex + 1) % photos.length)}
              >
                ›
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
