// What a built page may link to: no host reserved for examples (example.com, *.example, *.test, *.invalid,
// localhost), and no YouTube address but the videos the deployment's site content names. Run by prerender.mjs
// on every page it writes (the build fails on a problem) and by the tests.

const RESERVED = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
const YOUTUBE = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/** The id a YouTube address points at, or null for one that names no video. */
const youtubeIdOf = (url) => {
  if (/youtu\.be$/i.test(url.hostname)) return url.pathname.slice(1) || null;
  const path = /^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(url.pathname);
  return path ? path[1] : url.searchParams.get('v');
};

/** Every href and src of a page's HTML. */
export const pageLinks = (html) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));

/**
 * The links of a page that point nowhere real. `content` is the site content the build was given: its videos'
 * ids and its social links are the YouTube addresses a page may carry.
 */
export const linkProblems = (html, content) => {
  const videoIds = new Set(content.videos.map((video) => video.youtubeId));
  const socialLinks = new Set(content.socialLinks.map((link) => link.href));
  const problems = [];
  for (const href of pageLinks(html)) {
    if (href.startsWith('mailto:')) {
      const domain = href.slice('mailto:'.length).split('?')[0].split('@')[1] ?? '';
      if (RESERVED.test(domain)) problems.push(`${href}: an e-mail address at a placeholder domain`);
      continue;
    }
    if (!/^https?:\/\//i.test(href)) continue;
    const url = new URL(href);
    if (RESERVED.test(url.hostname)) problems.push(`${href}: a placeholder host`);
    else if (YOUTUBE.test(url.hostname) && !socialLinks.has(href)) {
      const id = youtubeIdOf(url);
      if (!id || !videoIds.has(id)) problems.push(`${href}: a YouTube address that is not one of the site content's videos`);
    }
  }
  return problems;
};
