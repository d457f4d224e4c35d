// @vitest-environment node
/**
 * A served page's CSS carries only the vendor prefixes a supported browser still needs: not the
 * legacy flexbox and keyframe copies Emotion adds by default, but Safari's -webkit-user-select and
 * -webkit-backdrop-filter.
 */
import { renderPage } from '@/entry-server';
import { sampleState } from '@/data/memory/seed';
import { storedReads } from '@/testing/stored-reads';

describe('the CSS of a served page', () => {
  it('has no prefixes of browsers the site no longer supports, and keeps the ones Safari needs', async () => {
    const page = await renderPage('http://site.test/', storedReads(sampleState().docs));
    expect(page.status).toBe(200);
    const css = page.styleTags;
    expect(css).toContain('display:flex');
    // (Line clamping's own display:-webkit-box is written as such by Chakra, not a prefix.)
    expect(css).not.toContain('display:-webkit-flex');
    expect(css).not.toContain('-ms-flex');
    expect(css).not.toContain('@-webkit-keyframes');
    expect(css).toMatch(/@keyframes [\w-]+\{/);
    // The header's frosted glass and the buttons' unselectable labels, each with Safari's copy first.
    expect(css).toMatch(/-webkit-backdrop-filter:blur\(8px\);backdrop-filter:blur\(8px\);/);
    expect(css).toMatch(/-webkit-user-select:none;user-select:none;/);
    expect(css).not.toContain('-moz-user-select');
  });
});
