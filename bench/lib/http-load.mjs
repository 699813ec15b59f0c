import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { median } from './stats.mjs';

/**
 * One bounded autocannon run against 127.0.0.1 only. `body` (optional) is called once per request, so every
 * request can carry a unique payload. Resolves with { rps, p50, p99, requests, errors, timeouts, non2xx, statusCodes }.
 */
export const loadOnce = ({ url, method = 'GET', headers = {}, body, connections, durationSeconds }) => {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') return Promise.reject(new Error(`refusing to load ${hostname}: the bench only targets 127.0.0.1`));
  const request = { method, path: new URL(url).pathname, headers };
  if (body) request.setupRequest = (req) => ({ ...req, body: body() });
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: new URL(url).origin, connections, duration: durationSeconds, timeout: 10, pipelining: 1, requests: [request] },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
        });
      },
    );
    // Bound the run even if the server stops answering: autocannon's own duration plus a margin.
    const guard = setTimeout(() => instance.stop(), (durationSeconds + 15) * 1000);
    instance.once('done', () => clearTimeout(guard));
  });
};

const sumCodes = (runs) => {
  const out = {};
  for (const run of runs) for (const [code, count] of Object.entries(run.statusCodes)) out[code] = (out[code] ?? 0) + count;
  return out;
};

/**
 * A warm-up run, then `runs` measured runs. Returns the median rps/p50/p99 and the SUM of errors, timeouts
 * and non-2xx answers over the measured runs (they must all be 0), with every run kept.
 */
export const loadRepeated = async ({ warmupSeconds = 1, runs = 3, ...options }) => {
  if (warmupSeconds > 0) await loadOnce({ ...options, durationSeconds: warmupSeconds });
  // The machine's one-minute load average as the measured runs start: other work on the same cores shows in it.
  const loadAverage = Number(loadavg()[0].toFixed(2));
  const measured = [];
  for (let i = 0; i < runs; i += 1) measured.push(await loadOnce(options));
  return {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    runs: measured.length,
    loadAverage,
    rps: median(measured.map((r) => r.rps)),
    p50: median(measured.map((r) => r.p50)),
    p99: median(measured.map((r) => r.p99)),
    requests: measured.reduce((sum, r) => sum + r.requests, 0),
    errors: measured.reduce((sum, r) => sum + r.errors, 0),
    timeouts: measured.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: measured.reduce((sum, r) => sum + r.non2xx, 0),
    statusCodes: sumCodes(measured),
    perRun: measured,
  };
};
