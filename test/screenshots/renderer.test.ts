import { rendererDifference, type Renderer } from './renderer.ts';

const drawn: Renderer = { chromium: 156, fonts: { 'sans-serif': 1824.1, monospace: 2047 } };

describe('the renderer the screenshot baselines need', () => {
  it('compares pictures on the same Chromium major version and fonts', () => {
    expect(rendererDifference(drawn, { chromium: 156, fonts: { 'sans-serif': 1824.1, monospace: 2047 } })).toBeNull();
  });

  it('says why it skips: another Chromium, another font, or no record', () => {
    expect(rendererDifference(drawn, { ...drawn, chromium: 157 })).toBe('the baselines were drawn with Chromium 156, this machine has Chromium 157');
    expect(rendererDifference(drawn, { chromium: 156, fonts: { 'sans-serif': 1824.2, monospace: 2047 } })).toMatch(/font behind sans-serif differs .*1824.1 px wide there, 1824.2 px here/);
    expect(rendererDifference(null, drawn)).toMatch(/do not record/);
  });
});
