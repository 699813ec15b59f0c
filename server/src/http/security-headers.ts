import { CONTENT_SECURITY_POLICY } from './security-plugins';

const ONE_YEAR_SECONDS = 31_536_000;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The security headers helmet adds to every answer, for the few answers helmet's hooks never see: a URL the
 * router cannot decode and a request Node refuses before Fastify (a timeout, oversized headers). Built from
 * the same Content-Security-Policy; tests compare them with an ordinary answer's headers so the two cannot drift.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
