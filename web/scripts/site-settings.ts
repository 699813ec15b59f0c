import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// Vite loads its config with Node, which cannot run core's TypeScript entry; these relative imports are bundled
// into the config instead. They are core's own functions (one reading of the settings for the build and the server).
import { contactFromSettings, type ContactDetails } from '../../core/src/catalog/product';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '../../core/src/catalog/site-content';
import { parseSiteContent } from '../../core/src/catalog/site-content.schema';

export interface SiteSettings {
  /** The origin of canonical and Open Graph URLs. */
  readonly origin: string;
  readonly contact: ContactDetails;
  readonly content: SiteContent;
  /** The content file's, or null without one (the site then bundles core's defaults once, not a copy of them too). */
  readonly contentFromFile: SiteContent | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The names an earlier build read; a value left under one would be silently ignored, so the build stops instead. */
const RENAMED = { VITE_CONTACT_EMAIL: 'CONTACT_EMAIL', VITE_CONTACT_PHONE: 'CONTACT_PHONE' } as const;

/**
 * The website's build-time settings. The contact details are the server's own settings (CONTACT_PHONE,
 * CONTACT_EMAIL, CONTACT_ADDRESS) read by core's one function; SITE_ORIGIN defaults to the address `npm start`
 * serves (http://127.0.0.1:<PORT>, PORT 3000 unless set); SITE_CONTENT_FILE names the deployment's JSON file of
 * testimonials, videos, chatbot, social links and team, checked by core's schema.
 */
export const readSiteSettings = (env: Env, cwd: string = process.cwd()): SiteSettings => {
  for (const [old, now] of Object.entries(RENAMED)) {
    if (env[old]?.trim()) throw new Error(`${old} is no longer read: set ${now}, which the server reads too, so the site and the server name the same contact.`);
  }
  const origin = (env.SITE_ORIGIN?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`SITE_ORIGIN must be an origin such as https://manobal.in (got ${JSON.stringify(origin)})`);
  const contentFromFile = readSiteContent(env.SITE_CONTENT_FILE?.trim(), cwd);
  return { origin, contact: contactFromSettings(env), content: contentFromFile ?? DEFAULT_SITE_CONTENT, contentFromFile };
};

const readSiteContent = (file: string | undefined, cwd: string): SiteContent | null => {
  if (!file) return null;
  const path = resolve(cwd, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`SITE_CONTENT_FILE ${path} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseSiteContent(json).match(
    (content) => content,
    (problem) => {
      throw new Error(`SITE_CONTENT_FILE ${path}: ${problem}`);
    },
  );
};
