// Measures the JavaScript a first visit downloads: the host shell alone (what
// must arrive before anything renders) and each remote's share, as sent over
// the wire (brotli) and as gzip. Needs a build (`npm run build`).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from '@pulseboard/api/launcher';

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const product = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  /** @type {Array<{ area: string, raw: number, encoded: number, encoding: string, gzip: number }>} */
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const encoded = Number(response.headers()['content-length'] ?? body.length);
    const area = /\/remotes\/([a-z]+)\//.exec(new URL(response.url()).pathname)?.[1] ?? 'host';
    scripts.push({ area, raw: body.length, encoded, encoding: response.headers()['content-encoding'] ?? 'none', gzip: gzipSync(body).length });
  });
  await page.goto(`${product.baseURL}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await page.waitForLoadState('networkidle');

  const byArea = new Map();
  for (const script of scripts) {
    const total = byArea.get(script.area) ?? { files: 0, raw: 0, encoded: 0, gzip: 0 };
    byArea.set(script.area, { files: total.files + 1, raw: total.raw + script.raw, encoded: total.encoded + script.encoded, gzip: total.gzip + script.gzip });
  }
  console.log('JavaScript of a first visit to /login');
  console.log('area        files   minified   gzip      over the wire');
  for (const [area, total] of byArea) {
    console.log(`${area.padEnd(12)}${String(total.files).padEnd(8)}${kb(total.raw).padEnd(11)}${kb(total.gzip).padEnd(10)}${kb(total.encoded)}`);
  }
  const all = [...byArea.values()].reduce((sum, t) => ({ raw: sum.raw + t.raw, gzip: sum.gzip + t.gzip, encoded: sum.encoded + t.encoded }), { raw: 0, gzip: 0, encoded: 0 });
  console.log(`${'all'.padEnd(20)}${kb(all.raw).padEnd(11)}${kb(all.gzip).padEnd(10)}${kb(all.encoded)}`);
  console.log(`encodings seen: ${[...new Set(scripts.map((script) => script.encoding))].join(', ')}`);
} finally {
  await browser.close();
  await product.stop();
}
