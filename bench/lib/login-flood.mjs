import { loadOnce } from './http-load.mjs';

const LOGIN = '/api/v1/login/';
const HEALTH = '/api/v1/health';

/**
 * Health and the home page, idle and while logins pour in (each a full scrypt at the production cost: unknown
 * addresses still cost one hash, so no account lock ends the flood early). Password hashing has threads of its
 * own, so pages should not wait behind it: the target is p99 under the flood within 2× of idle.
 */
export const measureLoginFlood = async ({ origin, seconds, log }) => {
  let n = 0;
  const login = () => JSON.stringify({ email: `flood-${process.pid}-${n++}@example.in`, password: 'not the password at all' });
  const health = () => loadOnce({ url: `${origin}${HEALTH}`, connections: 10, durationSeconds: seconds });
  const home = () => loadOnce({ url: `${origin}/`, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' }, connections: 10, durationSeconds: seconds });
  const underFlood = async (measure) => {
    const flood = loadOnce({
      url: `${origin}${LOGIN}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
      connections: 8,
      durationSeconds: seconds + 2,
    });
    // Let the hashing queue fill before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const measured = await measure();
    return { measured, flood: await flood };
  };
  log('login flood: health and / idle, then under a flood of logins…');
  const idle = { health: await health(), home: await home() };
  const flooded = { health: await underFlood(health), home: await underFlood(home) };
  const row = (what) => ({
    idleP99: idle[what].p99,
    floodP99: flooded[what].measured.p99,
    ratio: flooded[what].measured.p99 / Math.max(1, idle[what].p99),
    floodLoginsPerSecond: flooded[what].flood.rps,
  });
  const result = { target: 2, health: row('health'), home: row('home') };
  log(`  health p99 ${result.health.idleP99} → ${result.health.floodP99} ms, / p99 ${result.home.idleP99} → ${result.home.floodP99} ms`);
  return result;
};

export const loginFloodSection = (flood) =>
  flood?.health
    ? [
        '## Pages under a login flood',
        '',
        `Logins with unknown addresses (one full scrypt each) on 8 connections while health and \`/\` are loaded on 10; target: p99 within ${flood.target}× of idle.`,
        '',
        '| endpoint | idle p99 | under flood p99 | ratio | logins/s during |',
        '|---|---:|---:|---:|---:|',
        ...['health', 'home'].map((what) => {
          const r = flood[what];
          return `| ${what === 'home' ? '`GET /`' : '`GET /api/v1/health`'} | ${r.idleP99} ms | ${r.floodP99} ms | ${r.ratio.toFixed(2)}× | ${r.floodLoginsPerSecond.toFixed(1)} |`;
        }),
        '',
      ].join('\n')
    : '';
