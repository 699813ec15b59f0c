import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@manobal/core';
import { linkProblems } from '../../web/scripts/page-links.mjs';

// The check prerender.mjs runs on every page it writes: the build fails on any of these.
describe('the links a built page may carry', () => {
  const withVideo = { ...DEFAULT_SITE_CONTENT, videos: [{ title: 'Breathing', youtubeId: 'dQw4w9WgXcQ', summary: 'One minute.' }] };

  it.each([
    ['a .example host', '<a href="https://chat.manobal.example">Open</a>'],
    ['an e-mail at a .example domain', '<a href="mailto:neha@manobal.example">Neha</a>'],
    ['example.com', '<a href="https://www.example.com/x">x</a>'],
    ['a made-up YouTube id', '<a href="https://www.youtube-nocookie.com/embed/manobal-v01">Video</a>'],
    ["YouTube's front page as if it were an account", '<a href="https://www.youtube.com/">YouTube</a>'],
  ])('refuses %s', (_what, html) => {
    expect(linkProblems(`<p>${html}</p>`, withVideo)).toHaveLength(1);
  });

  it("allows the site content's own videos and social links, and ordinary addresses", () => {
    const html = [
      '<a href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ">Breathing</a>',
      '<a href="https://telemanas.mohfw.gov.in">Tele-MANAS</a>',
      '<a href="mailto:care@manobal-care.in">care</a>',
      '<a href="/videos">Videos</a>',
      '<link rel="canonical" href="http://127.0.0.1:3000/videos" />',
    ].join('');
    expect(linkProblems(html, withVideo)).toEqual([]);
    expect(linkProblems('<a href="https://www.youtube.com/@manobal">YouTube</a>', { ...withVideo, socialLinks: [{ label: 'YouTube', href: 'https://www.youtube.com/@manobal' }] })).toEqual([]);
  });
});
