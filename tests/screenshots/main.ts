// `npm run screenshots`: every page and sidebar tab a user reaches (tests/e2e/pageCatalogue.ts), for an
// internal user and a merchant, at 1440, 1024 and 390 px, into screenshots/ with an index.html that shows
// them side by side. The server runs on a fresh embedded database with the demo data.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildAppIfStale, startServer } from '../e2e/appServer.ts';
import { DEFAULT_CHROMIUM_PATH, launchChromium, signIn } from '../e2e/chromium.ts';
import { CATALOGUE_ACCOUNTS, cataloguePages, openPage, type AccountKind } from '../e2e/pageCatalogue.ts';

const DEMO_PASSWORD = 'demo1234';
const WIDTHS = [1440, 1024, 390] as const;
const OUT_DIR = resolve('screenshots');

interface Shot {
  account: AccountKind;
  name: string;
  path: string;
  files: Record<(typeof WIDTHS)[number], string>;
}

const fileName = (account: AccountKind, name: string, width: number) => `${account}-${name.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

async function shootAccount(base: string, account: AccountKind): Promise<Shot[]> {
  const browser = await launchChromium(process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH, { width: 1440, height: 900 });
  try {
    const { page } = browser;
    await signIn(page, base, CATALOGUE_ACCOUNTS[account], DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const pages = await cataloguePages(page, account);
    const shots: Shot[] = pages.map((entry) => ({ account, ...entry, files: { 1440: '', 1024: '', 390: '' } }));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const shot of shots) {
        await openPage(page, base, shot.path);
        shot.files[width] = fileName(account, shot.name, width);
        await page.screenshot({ path: resolve(OUT_DIR, shot.files[width]), fullPage: true });
        console.log(`${account} ${shot.name} at ${width} px`);
      }
    }
    return shots;
  } finally {
    await browser.close();
  }
}

function indexPage(shots: readonly Shot[]): string {
  const rows = shots
    .map(
      (shot) => `<section><h2>${escape(shot.account)} · ${escape(shot.name)} <small>${escape(shot.path)}</small></h2><div class="row">${WIDTHS.map(
        (width) => `<figure><a href="${shot.files[width]}"><img src="${shot.files[width]}" alt="${escape(`${shot.name} at ${width} px`)}" loading="lazy"></a><figcaption>${width} px</figcaption></figure>`,
      ).join('')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LSM screenshots</title>
<style>body{font-family:system-ui,sans-serif;margin:16px}section{margin-bottom:32px}.row{display:flex;gap:12px;align-items:flex-start}
figure{margin:0}figure:nth-child(1) img{width:480px}figure:nth-child(2) img{width:342px}figure:nth-child(3) img{width:130px}
img{border:1px solid #ccc}small{color:#666;font-weight:normal}</style></head><body><h1>Every page and tab at 1440, 1024 and 390 px</h1>
${rows}</body></html>`;
}

async function main() {
  buildAppIfStale();
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer();
  try {
    const shots = [...(await shootAccount(server.baseUrl, 'internal')), ...(await shootAccount(server.baseUrl, 'merchant'))];
    writeFileSync(resolve(OUT_DIR, 'index.html'), indexPage(shots));
    console.log(`${shots.length * WIDTHS.length} screenshots in ${OUT_DIR} (open index.html)`);
  } finally {
    await server.stop();
  }
}

await main();
