import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_SETTINGS, DEFAULT_CONTACT, ILLUSTRATIVE_TESTIMONIALS } from '@manobal/core';
import { contactPlaceholdersRefused, loadConfig } from '../../server/src/config';
import { readSiteSettings } from '../../web/scripts/site-settings';
import { REAL_CONTACT_SETTINGS } from '../../fixtures/contact-settings';
import { REPO_ROOT } from '../cli/cli-harness';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/manobal');

describe('the care team contact settings', () => {
  it('allows the placeholders in development, and serves them', () => {
    const config = load({})._unsafeUnwrap();
    expect(config.contact).toEqual(DEFAULT_CONTACT);
    expect(config.contactPhone).toBe(DEFAULT_CONTACT.phone);
  });

  it('refuses to start in production while any contact is a placeholder, naming each setting still to set', () => {
    const none = load({ NODE_ENV: 'production' })._unsafeUnwrapErr().message;
    expect(none).toBe(contactPlaceholdersRefused(['CONTACT_PHONE', 'CONTACT_EMAIL', 'CONTACT_ADDRESS']));
    expect(none).toMatch(/^CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS: production needs the care team's real contact details/);

    const phoneOnly = load({ NODE_ENV: 'production', CONTACT_PHONE: REAL_CONTACT_SETTINGS.CONTACT_PHONE })._unsafeUnwrapErr().message;
    expect(phoneOnly).toMatch(/^CONTACT_EMAIL, CONTACT_ADDRESS: /);

    // Typing the placeholder in is no better than leaving it out.
    const typed = load({ NODE_ENV: 'production', ...REAL_CONTACT_SETTINGS, CONTACT_EMAIL: DEFAULT_CONTACT.email })._unsafeUnwrapErr().message;
    expect(typed).toMatch(/^CONTACT_EMAIL: /);
  });

  it('starts in production with all three set, and uses them', () => {
    const config = load({ NODE_ENV: 'production', ...REAL_CONTACT_SETTINGS })._unsafeUnwrap();
    expect(config.contact).toEqual({
      phone: REAL_CONTACT_SETTINGS.CONTACT_PHONE,
      email: REAL_CONTACT_SETTINGS.CONTACT_EMAIL,
      address: REAL_CONTACT_SETTINGS.CONTACT_ADDRESS,
    });
    expect(config.contactPhone).toBe(REAL_CONTACT_SETTINGS.CONTACT_PHONE);
  });

  it('is one set of settings: the website build reads the same names and gets the same contact', () => {
    expect(Object.values(CONTACT_SETTINGS)).toEqual(['CONTACT_PHONE', 'CONTACT_EMAIL', 'CONTACT_ADDRESS']);
    const envs: Record<string, string>[] = [{}, { ...REAL_CONTACT_SETTINGS }, { CONTACT_PHONE: '  +91 98200 12345  ' }];
    for (const env of envs) {
      expect(readSiteSettings(env).contact).toEqual(load(env)._unsafeUnwrap().contact);
    }
  });

  it('stops the build when an old VITE_CONTACT_* setting would be silently ignored', () => {
    expect(() => readSiteSettings({ VITE_CONTACT_PHONE: '+91 20 4000 1234' })).toThrow(/VITE_CONTACT_PHONE is no longer read: set CONTACT_PHONE/);
  });

  it('will not start with NODE_ENV=production and the placeholders, and says which settings to set', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'src', 'main.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATA_DIR: await mkdtemp(join(tmpdir(), 'manobal-contact-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(contactPlaceholdersRefused(['CONTACT_PHONE', 'CONTACT_EMAIL', 'CONTACT_ADDRESS']));
  });
});

describe('the build-time site settings', () => {
  it('takes the canonical origin from SITE_ORIGIN, else from the port `npm start` serves', () => {
    expect(readSiteSettings({}).origin).toBe('http://127.0.0.1:3000');
    expect(readSiteSettings({ PORT: '4321' }).origin).toBe('http://127.0.0.1:4321');
    expect(readSiteSettings({ PORT: '4321', SITE_ORIGIN: 'https://manobal.in/' }).origin).toBe('https://manobal.in');
    expect(() => readSiteSettings({ SITE_ORIGIN: 'manobal.in' })).toThrow(/SITE_ORIGIN/);
  });

  const withFile = async (content: unknown) => {
    const dir = await mkdtemp(join(tmpdir(), 'manobal-site-'));
    const file = join(dir, 'site-content.json');
    await writeFile(file, JSON.stringify(content));
    return () => readSiteSettings({ SITE_CONTENT_FILE: file }).content;
  };

  it('ships illustrative stories and no video, chatbot or social link when no content file is given', () => {
    const { content } = readSiteSettings({});
    expect(content.testimonials).toEqual({ illustrative: true, items: ILLUSTRATIVE_TESTIMONIALS });
    expect(content).toMatchObject({ videos: [], chatbotUrl: null, socialLinks: [] });
  });

  it("reads a deployment's real testimonials, each given with consent, and its links", async () => {
    const read = await withFile({
      testimonials: { illustrative: false, items: [{ firstName: 'Asha', profession: 'Nurse', city: 'Nagpur', text: 'Kind and practical.', consent: true }] },
      videos: [{ title: 'Breathing for a calmer mind', youtubeId: 'dQw4w9WgXcQ', summary: 'One minute.' }],
      chatbotUrl: 'https://chat.manobal-care.in',
      socialLinks: [{ label: 'Instagram', href: 'https://www.instagram.com/manobal.care' }],
      officeLocation: { lat: 21.1458, lon: 79.0882 },
    });
    expect(read()).toMatchObject({
      testimonials: { illustrative: false, items: [{ firstName: 'Asha', profession: 'Nurse', city: 'Nagpur', text: 'Kind and practical.' }] },
      videos: [{ youtubeId: 'dQw4w9WgXcQ' }],
      chatbotUrl: 'https://chat.manobal-care.in',
      officeLocation: { lat: 21.1458, lon: 79.0882 },
    });
  });

  it.each([
    ['a real testimonial without consent', { testimonials: { illustrative: false, items: [{ firstName: 'Asha', profession: 'Nurse', city: 'Nagpur', text: 'Kind.' }] } }, /testimonials/],
    ['a made-up YouTube id', { videos: [{ title: 'Breathing', youtubeId: 'manobal-v01', summary: 'One minute.' }] }, /videos\.0\.youtubeId: must be an 11-character YouTube id/],
    ['a chatbot on a .example domain', { chatbotUrl: 'https://chat.manobal.example' }, /chatbotUrl: must not be a placeholder host/],
    ['a social link that is not https', { socialLinks: [{ label: 'X', href: 'http://x.com/manobal' }] }, /socialLinks\.0\.href/],
    ['a field nobody reads', { testimonial: [] }, /Unrecognized key|testimonial/],
    ['an office map position outside India', { officeLocation: { lat: 51.5, lon: -0.12 } }, /officeLocation/],
  ])('refuses a content file with %s, naming the field', async (_what, content, message) => {
    const read = await withFile(content);
    expect(read).toThrow(message);
  });
});
