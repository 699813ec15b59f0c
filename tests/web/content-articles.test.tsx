import { describe, expect, it } from 'vitest';
import type { Article, Block } from '../../web/src/content/content.types';

const modules = import.meta.glob<{ article: Article }>('../../web/src/content/articles/*.article.ts', { eager: true });
const articles = Object.values(modules).map((m) => m.article);

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const blockWords = (block: Block): number => (typeof block === 'string' ? wordsIn(block) : block.list.reduce((n, item) => n + wordsIn(item), 0));
const articleWords = (article: Article): number =>
  article.sections.reduce((n, section) => n + wordsIn(section.heading) + section.body.reduce((m, block) => m + blockWords(block), 0), 0);

describe('articles', () => {
  it('are the ten the spec lists', () => {
    expect(articles.map((a) => a.path).sort()).toEqual(
      [
        '/anxiety-disorders', '/depression-worsening', '/medication-for-ocd', '/sleep-in-recovery', '/counseling-vs-psychotherapy',
        '/tobacco-addiction', '/grief-and-loss', '/ptsd', '/gad', '/bipolar-disorder',
      ].sort(),
    );
  });

  it.each(articles.map((a) => [a.path, a] as const))('%s runs 600 to 1000 words in several sections', (_path, article) => {
    const words = articleWords(article);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
    expect(article.sections.length).toBeGreaterThanOrEqual(4);
  });

  it('end with the responses preview on the six blog posts and Bipolar Disorder only', () => {
    const withResponses = articles.filter((a) => a.ending !== 'support').map((a) => a.path).sort();
    expect(withResponses).toEqual(
      ['/anxiety-disorders', '/depression-worsening', '/medication-for-ocd', '/sleep-in-recovery', '/counseling-vs-psychotherapy', '/tobacco-addiction', '/bipolar-disorder'].sort(),
    );
  });

  it('that discuss medicine say to decide with a psychiatrist and never to stop abruptly', () => {
    const text = (a: Article) => JSON.stringify(a.sections);
    for (const path of ['/medication-for-ocd', '/bipolar-disorder', '/gad']) {
      const article = articles.find((a) => a.path === path)!;
      expect(text(article)).toMatch(/psychiatrist/);
      expect(text(article)).toMatch(/never stop|Never stop|not stop|Do not stop/);
    }
  });

  it('avoid stigmatising words', () => {
    for (const article of articles) expect(JSON.stringify(article)).not.toMatch(/suffer(s|ing)? from|crazy|committed suicide|lunatic|addict\b/i);
  });
});

describe('all content', () => {
  it('avoids stigmatising words in every content file', () => {
    const all = import.meta.glob('../../web/src/content/**/*.ts', { eager: true });
    expect(Object.keys(all).length).toBeGreaterThan(20);
    for (const [file, mod] of Object.entries(all)) {
      expect(JSON.stringify(mod), file).not.toMatch(/suffer(s|ing)? from|crazy|committed suicide|lunatic|psycho\b/i);
    }
  });
});
