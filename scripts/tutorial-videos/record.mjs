#!/usr/bin/env node
// `npm run videos:record [-- --only SLUG] [-- --url http://127.0.0.1:3000]`: records the tutorial
// videos of the portal (apps/api/assets/tutorial-videos/SLUG.webm with SLUG.vtt captions and a
// SLUG.jpg poster) on the
// demo world, in headless Chromium. Starts its own portal (a throwaway embedded database) unless
// --url names a running one whose demo@ may be changed. Needs ffmpeg (apt-get install ffmpeg).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../e2e/support/chromium.ts';
import { DEMO, markDemoReleaseNotesSeen, startPortal } from '../../e2e/support/portal.ts';
import { webVtt } from './captions.mjs';
import { createDirector } from './director.mjs';
import { encodeWebm, startScreencast, writePoster } from './screencast.mjs';
import { TUTORIALS } from './tutorials.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'apps/api/assets/tutorial-videos');
const SIZE = { width: 1280, height: 720 };

const { values } = parseArgs({ options: { only: { type: 'string' }, url: { type: 'string' } } });
const chosen = TUTORIALS.filter((tutorial) => !values.only || tutorial.slug === values.only);
if (chosen.length === 0)
  throw new Error(`No tutorial ${values.only}; there are ${TUTORIALS.map((t) => t.slug).join(', ')}`);

async function signIn(page) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(DEMO.email);
  await page.getByLabel(/password/i).fill(DEMO.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL('**/campaigns/recent');
}

/** Each page's first-visit tips are closed before recording, as a returning user sees it. */
async function closeTips(page, paths) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const button of await page.getByRole('button', { name: 'Got it' }).all()) {
      await button.click().catch(() => {});
    }
  }
}

async function record(browser, baseUrl, tutorial) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: SIZE,
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  try {
    await signIn(page);
    await closeTips(page, tutorial.tipsOn ?? [tutorial.start]);
    await page.goto(tutorial.start);
    await page.waitForLoadState('networkidle');
    const recording = await startScreencast(page, SIZE);
    const director = createDirector(page, recording.elapsed);
    await tutorial.play(director).catch(async (error) => {
      const picture = join(tmpdir(), `${tutorial.slug}-failed.png`);
      await page.screenshot({ path: picture });
      throw new Error(`${tutorial.slug} failed (the page as it was: ${picture})`, { cause: error });
    });
    await director.hold(1200);
    const cues = director.finish();
    const frames = await recording.stop();
    const video = join(OUT, `${tutorial.slug}.webm`);
    encodeWebm(frames, video);
    writePoster(video, join(OUT, `${tutorial.slug}.jpg`), tutorial.posterAt ?? 1);
    writeFileSync(join(OUT, `${tutorial.slug}.vtt`), webVtt(cues));
    const seconds = frames.endedAt - frames.startedAt;
    console.info(
      `${tutorial.slug}: ${seconds.toFixed(1)} s (duration_seconds ${Math.floor(seconds)}, as the player shows it), ${frames.frames.length} frames, ${cues.length} captions`,
    );
  } finally {
    await context.close();
  }
}

/** Builds the web app if it is missing: the portal serves it. */
function ensureBuilt() {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
}

if (!values.url) ensureBuilt();
const portal = values.url ? { baseUrl: values.url, stop: async () => {} } : await startPortal('videos');
if (values.url) await markDemoReleaseNotesSeen(values.url);
const browser = await launchChromium();
try {
  for (const tutorial of chosen) await record(browser, portal.baseUrl, tutorial);
} finally {
  await browser.close();
  await portal.stop();
}
