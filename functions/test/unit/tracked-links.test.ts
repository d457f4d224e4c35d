import { describe, expect, it } from 'vitest';
import { serveTrackedLink, type FindTrackedLink } from '../../src/render/tracked-links.js';

const links = new Map([['acme-2026', { slug: 'acme-2026', target: '/projects' }]]);
const asked: string[] = [];
const find: FindTrackedLink = async (slug) => {
  asked.push(slug);
  return links.get(slug) ?? null;
};

describe('tracked links, /r/<slug>', () => {
  it('sends a visitor of a tracked link to its page with its campaign, kept by no cache', async () => {
    expect(await serveTrackedLink(find, '/r/acme-2026')).toEqual({
      status: 302,
      headers: { Location: '/projects?utm_campaign=acme-2026', 'Cache-Control': 'no-store' },
      body: '',
    });
    expect((await serveTrackedLink(find, '/r/acme-2026/'))?.status).toBe(302);
  });

  it('leaves every other address to the pages (an unknown link gets the 404 page), reading nothing for what cannot be a slug', async () => {
    asked.length = 0;
    for (const path of ['/', '/projects', '/r', '/r/', '/rx/acme-2026']) expect(await serveTrackedLink(find, path), path).toBeNull();
    expect(asked).toEqual([]);
    for (const path of ['/r/ACME', '/r/__proto__', '/r/a/b', `/r/${'a'.repeat(61)}`, '/r/%2e%2e']) {
      expect(await serveTrackedLink(find, path), path).toBeNull();
    }
    expect(asked).toEqual([]);
    expect(await serveTrackedLink(find, '/r/unknown-link')).toBeNull();
    expect(asked).toEqual(['unknown-link']);
  });
});
