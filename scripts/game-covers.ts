// Covers that are real screenshots: opens each game of resources/games in Chromium (playwright-core with
// Debian's /usr/bin/chromium, the launch arguments of playwright.config.ts), lets it play itself in its attract
// mode (?demo=1) for a few seconds, screenshots the canvas at 640×360 and writes resources/games/<slug>/cover.webp.
//   npm run games:covers [-- <slug> …]
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const GAMES_DIR = path.resolve('resources/games');
const PLAY_SECONDS = Number(process.env.COVER_SECONDS ?? 6);

const requested = process.argv.slice(2);
const slugs = readdirSync(GAMES_DIR).filter(
  (name) =>
    /^[a-z0-9-]+$/.test(name) &&
    statSync(path.join(GAMES_DIR, name)).isDirectory() &&
    (requested.length === 0 || requested.includes(name)),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const slug of slugs) {
    const page = await browser.newPage({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 1 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The shipped bundles share one kit; the sandbox route serves it inside each bundle, here the files do.
    await page.route(/\/kit\.(js|css)$/, (route) =>
      route.fulfill({ path: path.join(GAMES_DIR, '_kit', path.basename(new URL(route.request().url()).pathname)) }),
    );
    const url = `${pathToFileURL(path.join(GAMES_DIR, slug, 'index.html')).href}?demo=1`;
    await page.goto(url);
    await page.waitForTimeout(PLAY_SECONDS * 1000);
    const png = await page.locator('canvas').screenshot({ type: 'png' });
    await page.close();
    if (errors.length) throw new Error(`${slug}: ${errors.join('; ')}`);
    const target = path.join(GAMES_DIR, slug, 'cover.webp');
    await sharp(png).resize(640, 360, { fit: 'cover' }).webp({ quality: 82 }).toFile(target);
    console.log(`${slug}: ${path.relative(process.cwd(), target)}`);
  }
} finally {
  await browser.close();
}
