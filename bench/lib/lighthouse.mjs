import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { runCommand } from './process.mjs';
import { median } from './stats.mjs';
import { onCleanup } from './resources.mjs';

/** The browser Lighthouse drives: `CHROME_PATH` when set (Lighthouse's own convention), else Debian's Chromium. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM = process.env.CHROME_PATH || DEBIAN_CHROMIUM;
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 120_000;

const withTimeout = (promise, ms, what) => {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
};

const summarise = (lhr) => {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: lhr.categories.performance?.score * 100,
    accessibility: lhr.categories.accessibility?.score * 100,
    bestPractices: lhr.categories['best-practices']?.score * 100,
    seo: lhr.categories.seo?.score * 100,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    fcpMs: audit('first-contentful-paint'),
    transferBytes: audit('total-byte-weight'),
  };
};

const shortUrl = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : String(url));
const clip = (text, n = 160) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

/** A one-line fact from a failed audit's first item: the element and why (contrast), or the message (console). */
const firstItemFact = (audit) => {
  const item = audit.details?.items?.[0];
  if (!item) return '';
  if (item.node?.explanation) return clip(`${item.node.snippet ?? ''} ${item.node.explanation.split('\n').slice(1).join(' ').trim()}`);
  if (item.description) return clip(`${item.description}${item.sourceLocation?.url ? ` (${shortUrl(item.sourceLocation.url)})` : ''}`);
  if (item.node?.snippet) return clip(item.node.snippet);
  if (item.issueType) return clip(item.issueType);
  return '';
};

/** What holds a page back, from one report: opportunities, where the main thread and LCP time go, failed audits. */
export const holdbacks = (lhr) => {
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      savingsMs: Math.round(a.details.overallSavingsMs ?? 0),
      savingsBytes: Math.round(a.details.overallSavingsBytes ?? 0),
      displayValue: a.displayValue ?? '',
    }))
    .filter((a) => a.savingsMs > 0 || a.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = lcpDetails[0]?.items?.[0]?.node;
  const lcpPhases = (lcpDetails[1]?.items ?? []).map((p) => ({ phase: p.phase, ms: Math.round(p.timing) }));
  const bootup = lhr.audits['bootup-time'];
  const scripts = (bootup?.details?.items ?? [])
    .filter((item) => typeof item.url === 'string' && item.url.endsWith('.js'))
    .slice(0, 3)
    .map((item) => ({ url: shortUrl(item.url), cpuMs: Math.round(item.total) }));
  const scriptRequests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: shortUrl(item.url), transferBytes: item.transferSize ?? 0 }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
  const failedAudits = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.scoreDisplayMode !== 'binary' || a.score !== 0) continue;
      failedAudits.push({ category, id: a.id, title: a.title, fact: firstItemFact(a) });
    }
  }
  return {
    opportunities: opportunities.slice(0, 4),
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    scriptCpu: scripts,
    scriptsFetched: {
      count: scriptRequests.length,
      transferBytes: scriptRequests.reduce((sum, r) => sum + r.transferBytes, 0),
      largest: scriptRequests.slice(0, 4),
    },
    lcpElement: lcpElement ? clip(`${lcpElement.snippet} "${lcpElement.nodeLabel ?? ''}"`, 120) : undefined,
    lcpPhases,
    failedAudits,
    warnings: lhr.runWarnings ?? [],
  };
};

const FIELDS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'fcpMs', 'transferBytes'];

/** The browser; Debian's Chromium is installed with apt-get when it is missing and the bench runs as root (as .ci/run does). */
export const ensureChromium = async (log) => {
  if (existsSync(CHROMIUM)) return true;
  if (CHROMIUM !== DEBIAN_CHROMIUM || process.getuid?.() !== 0) return false;
  log?.('chromium is missing: apt-get install -y chromium…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runCommand('apt-get', ['update', '-qq'], { env, timeoutMs: 5 * 60_000 });
  if (!update.ok) return false;
  const install = await runCommand('apt-get', ['install', '-y', '-qq', 'chromium'], { env, timeoutMs: 10 * 60_000 });
  return install.ok && existsSync(CHROMIUM);
};

/**
 * `runs` Lighthouse runs (mobile defaults: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) for each
 * path on `origin`, in Debian's Chromium. Per path: the median of each figure, every run, and the findings
 * of the run with the median performance score.
 */
export const lighthousePages = async ({ origin, paths, runs = 3, log }) => {
  if (!(await ensureChromium(log))) throw new Error(`${CHROMIUM} is missing (apt-get install -y chromium, or point CHROME_PATH at a Chromium)`);
  let chrome = null;
  const launch = async () => {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  };
  const close = onCleanup(async () => {
    if (chrome) await chrome.kill();
    chrome = null;
  });
  const pages = [];
  try {
    for (const path of paths) {
      const perRun = [];
      const reports = [];
      // A run that fails (e.g. Chromium's NO_NAVSTART) is tried again, at most twice per page.
      for (let attempt = 0; perRun.length < runs && attempt < runs + 2; attempt += 1) {
        const i = perRun.length;
        if (!chrome) await launch();
        try {
          const result = await withTimeout(
            lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }),
            RUN_TIMEOUT_MS,
            `Lighthouse on ${path}`,
          );
          if (!result?.lhr) throw new Error('no report');
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          perRun.push(summarise(result.lhr));
          reports.push(result.lhr);
          log?.(`  lighthouse ${path} run ${i + 1}/${runs}: performance ${Math.round(perRun.at(-1).performance)}`);
        } catch (error) {
          log?.(`  lighthouse ${path} run ${i + 1}/${runs} failed: ${error.message}`);
          await chrome?.kill();
          chrome = null;
        }
      }
      if (perRun.length === 0) {
        pages.push({ path, error: 'every run failed' });
        continue;
      }
      const medians = Object.fromEntries(FIELDS.map((f) => [f, median(perRun.map((r) => r[f]))]));
      const byScore = reports.map((lhr, i) => ({ lhr, score: perRun[i].performance })).sort((a, b) => a.score - b.score);
      const medianReport = byScore[Math.floor((byScore.length - 1) / 2)].lhr;
      pages.push({
        path,
        runs: perRun.length,
        ...medians,
        perRun,
        findings: holdbacks(medianReport),
        lighthouseVersion: medianReport.lighthouseVersion,
        benchmarkIndex: medianReport.environment?.benchmarkIndex,
      });
    }
  } finally {
    await close();
  }
  return pages;
};
