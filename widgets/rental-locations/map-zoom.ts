/**
 * A pickup site's `MapImageUrl` may embed the zoom the map applies when clicked: `scale`, `translateX` and `translateY`, as query or fragment parameters —
 * `/maps/base.svg#scale=2.5&translateX=-20&translateY=10`. Translations are percentages of the
 * image (a trailing `%` is allowed), so the zoom fits any rendered size.
 */
import { safeImageUrl } from '../../src/core/safe-url.ts';

export interface MapZoom {
  scale: number;
  translateX: number;
  translateY: number;
}

export const DEFAULT_MAP_ZOOM: MapZoom = { scale: 2, translateX: 0, translateY: 0 };
export const MIN_MAP_SCALE = 1;
export const MAX_MAP_SCALE = 10;
/** Beyond ±100% the map would move out of its frame entirely. */
export const MAX_MAP_TRANSLATE = 100;

const ZOOM_KEYS = new Map([
  ['scale', 'scale'],
  ['translatex', 'translateX'],
  ['translatey', 'translateY'],
] as const);

export interface ParsedMapImage {
  /** The image URL without the zoom parameters. */
  src: string;
  zoom: MapZoom;
  /** Whether the URL carried any zoom setting (else the default zoom applies). */
  configured: boolean;
}

function readNumber(raw: string): number | null {
  const text = raw.trim().replace(/%$/, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Splits `a=1&b=2` keeping the parameters that are not zoom settings, in order. */
function splitParams(part: string, zoom: Partial<MapZoom>): string[] {
  const kept: string[] = [];
  for (const pair of part.split('&')) {
    if (pair === '') continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const name = ZOOM_KEYS.get(decode(rawKey).trim().toLowerCase() as 'scale');
    if (!name) {
      kept.push(pair);
      continue;
    }
    // `25%` is written as is as often as `25%25`.
    const value = readNumber(decode(rest.join('=')));
    if (value !== null) zoom[name] = value;
  }
  return kept;
}

/**
 * Reads the zoom settings out of `MapImageUrl`. A missing or non-numeric setting takes the
 * default; an out-of-range one is clamped (scale 1–10, translations ±100%).
 */
export function parseMapImageUrl(url: string): ParsedMapImage {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const found: Partial<MapZoom> = {};
  const keptQuery = splitParams(query, found);
  const keptHash = splitParams(hash, found);
  const configured = Object.keys(found).length > 0;
  const zoom: MapZoom = {
    scale: clamp(found.scale ?? DEFAULT_MAP_ZOOM.scale, MIN_MAP_SCALE, MAX_MAP_SCALE),
    translateX: clamp(found.translateX ?? DEFAULT_MAP_ZOOM.translateX, -MAX_MAP_TRANSLATE, MAX_MAP_TRANSLATE),
    translateY: clamp(found.translateY ?? DEFAULT_MAP_ZOOM.translateY, -MAX_MAP_TRANSLATE, MAX_MAP_TRANSLATE),
  };
  const src = path + (keptQuery.length ? `?${keptQuery.join('&')}` : '') + (keptHash.length ? `#${keptHash.join('&')}` : '');
  return { src, zoom, configured };
}

/** The CSS transform of the zoomed map. */
export function zoomTransform(zoom: MapZoom): string {
  return `scale(${zoom.scale}) translate(${zoom.translateX}%, ${zoom.translateY}%)`;
}

/**
 * The map a pickup site shows. Its `MapImageUrl` names its own image, or only the zoom settings
 * (`#scale=2.5&translateX=-20`): then the site is a place on the resort's rental map,
 * `CatalogSettings.RentalLocationsMapUrl`, zoomed by those settings (a site with no `MapImageUrl`
 * shows that map at the default zoom). No map when neither names a safe image.
 */
export function siteMap(mapImageUrl: string | null | undefined, rentalLocationsMapUrl: string | null | undefined): ParsedMapImage | null {
  const site = parseMapImageUrl(mapImageUrl?.trim() ?? '');
  const own = site.src === '' ? null : safeImageUrl(site.src);
  if (own !== null) return { ...site, src: own };
  if (site.src !== '') return null;
  const resortMap = safeImageUrl(rentalLocationsMapUrl);
  return resortMap === null ? null : { src: resortMap, zoom: site.zoom, configured: site.configured };
}
