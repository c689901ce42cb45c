// Largest Contentful Paint and Cumulative Layout Shift of /newsfeed, as a member sees it, on
// loopback Chromium against a running server with the demo network (BASE_URL, default
// http://127.0.0.1:8080). Each run is a fresh browser profile (nothing cached); prints and saves
// every run and the medians. With BASELINE_URL (a second server, e.g. the previous build), each
// run measures it too, right before, so both see the same machine load.
import { chromium } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const baselineUrl = process.env.BASELINE_URL;
const runs = Number(process.env.RUNS ?? 5);

interface Vitals {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  imagesInFirstScreen: number;
}

// Runs in the page before any of its scripts: the observers see every entry from the start.
function observeVitals() {
  const vitals = { lcpMs: 0, lcpElement: '', cls: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      vitals.lcpMs = entry.startTime;
      vitals.lcpElement = entry.element
        ? `${entry.element.tagName.toLowerCase()}${entry.element.getAttribute('alt') ? ` alt="${entry.element.getAttribute('alt')}"` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(serverUrl: string, session: unknown): Promise<Vitals> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((value) => localStorage.setItem('meshwork.session', JSON.stringify(value)), session);
  await page.addInitScript(observeVitals);
  await page.goto(`${serverUrl}/newsfeed`, { waitUntil: 'load' });
  await page.getByRole('article').first().waitFor();
  // LCP settles once the first screen's images are in; layout shifts would come with them.
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(() => {
    const measured = (window as unknown as { __vitals: { lcpMs: number; lcpElement: string; cls: number } }).__vitals;
    const imagesInFirstScreen = [...document.querySelectorAll('main img')].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    }).length;
    return { ...measured, imagesInFirstScreen };
  });
  await browser.close();
  return { ...vitals, lcpMs: Math.round(vitals.lcpMs), cls: Math.round(vitals.cls * 10_000) / 10_000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function sessionOf(serverUrl: string): Promise<unknown> {
  const login = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'ava', password: 'Meshwork#2026' }),
  });
  return ((await login.json()) as { output: unknown }).output;
}

const summary = (measured: Vitals[]) => ({
  runs: measured,
  lcpMsMedian: median(measured.map((run) => run.lcpMs)),
  clsMax: Math.max(...measured.map((run) => run.cls)),
});

const session = await sessionOf(baseUrl);
const baselineSession = baselineUrl && (await sessionOf(baselineUrl));
const measured: Vitals[] = [];
const baselineMeasured: Vitals[] = [];
for (let run = 0; run < runs; run++) {
  if (baselineUrl) baselineMeasured.push(await measure(baselineUrl, baselineSession));
  measured.push(await measure(baseUrl, session));
}
const result = {
  measuredAt: new Date().toISOString(),
  page: '/newsfeed',
  viewport: '1280 × 800',
  ...summary(measured),
  ...(baselineUrl && { baseline: { url: baselineUrl, ...summary(baselineMeasured) } }),
};
console.table(measured);
console.log(`/newsfeed LCP median ${result.lcpMsMedian} ms (aim < 1000), CLS at most ${result.clsMax} (aim < 0.05)`);
if (result.baseline) {
  console.table(result.baseline.runs);
  console.log(`baseline (${result.baseline.url}): LCP median ${result.baseline.lcpMsMedian} ms, CLS at most ${result.baseline.clsMax}`);
}
await writeFile(path.join(import.meta.dirname, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
