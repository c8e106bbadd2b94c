/**
 * Lighthouse (mobile, simulated throttling, performance only) on demo pages with their widgets and
 * on the same pages without them (`?widgets=off`): the median of `runs` runs of the performance
 * score, LCP, TBT, CLS and JavaScript transferred, each with its ratio to the widget-free page.
 * Benchmark figures, never a pass/fail test.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scripts?.transferSize ?? 0,
  };
}

/**
 * @param {{ chromePath: string, pages: { name: string, url: string, cookies?: { name: string, value: string }[] }[], runs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ name: string, with: ReturnType<typeof figures>, without: ReturnType<typeof figures> }[]>}
 */
export async function lighthouseFigures({ chromePath, pages, runs = 3, log = () => {} }) {
  const results = [];
  for (const page of pages) {
    // A browser of its own for each page, holding that page's session cookies (Lighthouse keeps
    // cookies between runs; it clears caches and other storage).
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
    try {
      if (page.cookies?.length) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const tab = await browser.newPage();
        await tab.setCookie(...page.cookies.map(({ name, value }) => ({ name, value, url: page.url })));
        await tab.close();
        await browser.disconnect();
      }
      const measured = { with: [], without: [] };
      for (let run = 0; run < runs; run += 1) {
        // Interleaved, so drift on a busy machine hits both sides alike.
        for (const [side, url] of [
          ['with', page.url],
          ['without', `${page.url}${page.url.includes('?') ? '&' : '?'}widgets=off`],
        ]) {
          const result = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          );
          if (!result?.lhr) throw new Error(`lighthouse: no result for ${url}`);
          if (result.lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${result.lhr.runtimeError.message}`);
          // A page that sent the browser elsewhere (to /login) would measure the wrong page.
          if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`lighthouse: ${url} ended on ${result.lhr.finalDisplayedUrl}`);
          measured[side].push(figures(result.lhr));
        }
      }
      const summary = (side) => Object.fromEntries(['score', 'lcp', 'tbt', 'cls', 'js'].map((key) => [key, median(measured[side].map((figure) => figure[key]))]));
      const row = { name: page.name, with: summary('with'), without: summary('without') };
      log(`${page.name}: score ${row.with.score} / ${row.without.score}, LCP ${row.with.lcp.toFixed(0)} / ${row.without.lcp.toFixed(0)} ms, TBT ${row.with.tbt.toFixed(0)} / ${row.without.tbt.toFixed(0)} ms, CLS ${row.with.cls.toFixed(3)} / ${row.without.cls.toFixed(3)}, JS ${(row.with.js / 1024).toFixed(1)} / ${(row.without.js / 1024).toFixed(1)} KB`);
      results.push(row);
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/** A Markdown table: each figure with widgets, and its ratio to the widget-free page. */
export function lighthouseTable(results, runs) {
  const ratio = (a, b) => (b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2));
  const lines = [
    `| page (median of ${runs}, mobile) | performance | LCP | TBT | CLS | JS transferred |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const { name, with: w, without: o } of results) {
    lines.push(
      `| ${name} | ${w.score} ÷ ${o.score} = ${ratio(w.score, o.score)} | ${(w.lcp / 1000).toFixed(2)} ÷ ${(o.lcp / 1000).toFixed(2)} s = ${ratio(w.lcp, o.lcp)} | ${w.tbt.toFixed(0)} ÷ ${o.tbt.toFixed(0)} ms = ${ratio(w.tbt, o.tbt)} | ${w.cls.toFixed(3)} vs ${o.cls.toFixed(3)} | ${(w.js / 1024).toFixed(1)} ÷ ${(o.js / 1024).toFixed(1)} KB = ${ratio(w.js, o.js)} |`,
    );
  }
  return lines.join('\n');
}
