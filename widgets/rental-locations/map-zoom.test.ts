// @vitest-environment node
import { DEFAULT_MAP_ZOOM, parseMapImageUrl, siteMap, zoomTransform } from './map-zoom.ts';

describe('MapImageUrl zoom settings', () => {
  it('reads scale, translateX and translateY from the fragment and strips them from the image URL', () => {
    expect(parseMapImageUrl('/static/maps/base.svg#scale=2.5&translateX=-20&translateY=10')).toEqual({
      src: '/static/maps/base.svg',
      zoom: { scale: 2.5, translateX: -20, translateY: 10 },
      configured: true,
    });
  });

  it('reads them from the query too, keeping the other parameters', () => {
    expect(parseMapImageUrl('https://cdn.example.com/map.png?v=3&scale=3&translateX=15%25&translateY=-5&w=800')).toEqual({
      src: 'https://cdn.example.com/map.png?v=3&w=800',
      zoom: { scale: 3, translateX: 15, translateY: -5 },
      configured: true,
    });
  });

  it('ignores the case of the setting names and accepts a trailing %', () => {
    expect(parseMapImageUrl('/m.svg#Scale=1.5&TRANSLATEX=25%&translatey=-12.5%').zoom).toEqual({ scale: 1.5, translateX: 25, translateY: -12.5 });
  });

  it('uses the default zoom for a URL without settings, leaving it untouched', () => {
    expect(parseMapImageUrl('/static/maps/village.svg')).toEqual({ src: '/static/maps/village.svg', zoom: DEFAULT_MAP_ZOOM, configured: false });
    expect(parseMapImageUrl('/m.svg?v=2#top').src).toBe('/m.svg?v=2#top');
  });

  it('fills a missing setting with its default', () => {
    expect(parseMapImageUrl('/m.svg#scale=4').zoom).toEqual({ scale: 4, translateX: 0, translateY: 0 });
    expect(parseMapImageUrl('/m.svg#translateY=30').zoom).toEqual({ scale: 2, translateX: 0, translateY: 30 });
  });

  it('falls back to the default for values that are not numbers', () => {
    for (const bad of ['', 'big', '2x', 'NaN', 'Infinity', '1e3', '--2']) {
      expect(parseMapImageUrl(`/m.svg#scale=${bad}&translateX=${bad}`).zoom, bad).toEqual(DEFAULT_MAP_ZOOM);
    }
  });

  it('clamps scale into 1–10, at and beyond the boundaries', () => {
    expect(parseMapImageUrl('/m.svg#scale=1').zoom.scale).toBe(1);
    expect(parseMapImageUrl('/m.svg#scale=0.99').zoom.scale).toBe(1);
    expect(parseMapImageUrl('/m.svg#scale=0').zoom.scale).toBe(1);
    expect(parseMapImageUrl('/m.svg#scale=-3').zoom.scale).toBe(1);
    expect(parseMapImageUrl('/m.svg#scale=10').zoom.scale).toBe(10);
    expect(parseMapImageUrl('/m.svg#scale=10.01').zoom.scale).toBe(10);
  });

  it('clamps translations into ±100%, at and beyond the boundaries', () => {
    expect(parseMapImageUrl('/m.svg#translateX=100&translateY=-100').zoom).toMatchObject({ translateX: 100, translateY: -100 });
    expect(parseMapImageUrl('/m.svg#translateX=100.5&translateY=-250').zoom).toMatchObject({ translateX: 100, translateY: -100 });
  });

  it('keeps a parameter it cannot decode as it was', () => {
    expect(parseMapImageUrl('/m.svg?name=%E0%A4%A&scale=3')).toEqual({ src: '/m.svg?name=%E0%A4%A', zoom: { scale: 3, translateX: 0, translateY: 0 }, configured: true });
  });

  it('writes the CSS transform: scale first, then the translation in percent', () => {
    expect(zoomTransform({ scale: 2.5, translateX: -20, translateY: 10 })).toBe('scale(2.5) translate(-20%, 10%)');
  });
});

describe('the map a pickup site shows', () => {
  const resortMap = '/static/rentals/resort-map.svg';

  it('is the site’s own image when its MapImageUrl names one', () => {
    expect(siteMap('/static/rentals/village-map.svg#scale=3', resortMap)).toMatchObject({ src: '/static/rentals/village-map.svg', zoom: { scale: 3 } });
  });

  it('is the resort’s map (CatalogSettings.RentalLocationsMapUrl) zoomed by a MapImageUrl of zoom settings only', () => {
    expect(siteMap('#scale=2.5&translateX=-20&translateY=10', resortMap)).toEqual({ src: resortMap, zoom: { scale: 2.5, translateX: -20, translateY: 10 }, configured: true });
    expect(siteMap('', resortMap)).toEqual({ src: resortMap, zoom: DEFAULT_MAP_ZOOM, configured: false });
  });

  it('is none when neither names a safe image', () => {
    expect(siteMap('#scale=2', '')).toBeNull();
    expect(siteMap('', 'javascript:alert(1)')).toBeNull();
    expect(siteMap('javascript:alert(1)', resortMap)).toBeNull();
  });
});
