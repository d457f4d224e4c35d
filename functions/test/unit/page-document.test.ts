import { DEFAULT_SETTINGS, HAND_OVER, PUBLIC_ROUTES, type RenderedPage, type SectionContent } from '@portfolio/model';
import { describe, expect, it } from 'vitest';
import { pageDocument, type BuildManifest } from '../../src/render/page-document';

/** A build as Vite's manifest describes it, with boot importing a chunk it shares with the app. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/preload-helper-1.js' },
  'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true, imports: ['_shared-1.js'] },
  'src/app/hydrate-served-page.tsx': { file: 'assets/hydrate-1.js', imports: ['_shared-1.js'] },
};
const template =
  '<!doctype html><html><head><title>App</title><script type="module" src="/assets/app-1.js"></script></head><body></body></html>';
const page = {
  status: 200,
  appHtml: '<main>Hello</main>',
  styleTags: '',
  colorMode: 'dark',
  preload: {},
  settings: DEFAULT_SETTINGS,
  sections: {} as SectionContent,
} satisfies RenderedPage;

async function parse(html: string) {
  const { JSDOM } = await import('jsdom');
  return new JSDOM(html).window.document;
}

describe('a served page document', () => {
  it('names its script and what that imports on the hand-over data, for index.html to ask for once the page has loaded', async () => {
    const document = await parse(pageDocument({ template, manifest, page, route: PUBLIC_ROUTES.home, headHtml: '' }));
    const served = document.getElementById(HAND_OVER.servedPageId)!;
    expect(served.getAttribute(HAND_OVER.bootAttribute)).toBe('/assets/boot-1.js /assets/preload-helper-1.js');
    expect(served.getAttribute(HAND_OVER.prefetchAttribute)).toContain('/assets/hydrate-1.js');
    // Nothing of it is fetched while the page loads: no script tag, no preload.
    expect(document.querySelectorAll('script[src], link[rel=modulepreload]')).toHaveLength(0);
    // The single-page app's own script has no place in a served page.
    expect(document.querySelector('script[src="/assets/app-1.js"]')).toBeNull();
  });

  it('names boot alone when it imports nothing', async () => {
    const standalone = { ...manifest, 'src/boot.ts': { file: 'assets/boot-2.js', isEntry: true } };
    const document = await parse(pageDocument({ template, manifest: standalone, page, route: PUBLIC_ROUTES.home, headHtml: '' }));
    expect(document.getElementById(HAND_OVER.servedPageId)!.getAttribute(HAND_OVER.bootAttribute)).toBe('/assets/boot-2.js');
  });
});
