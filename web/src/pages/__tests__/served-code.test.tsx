// @vitest-environment node
/**
 * Code in a post is coloured in the HTML the render function serves: a visitor never sees
 * it plain first and restyled once a script has run.
 */
import { renderPage } from '@/entry-server';
import { sampleState } from '@/data/memory/seed';
import { storedReads } from '@/testing/stored-reads';

describe('a served post with a code block', () => {
  it('arrives with its code already coloured', async () => {
    const page = await renderPage(
      'http://site.test/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
      storedReads(sampleState().docs),
    );
    expect(page.status).toBe(200);
    const block = /<pre[^>]*data-language="yaml"[^>]*>([\s\S]*?)<\/pre>/.exec(page.appHtml)?.[1] ?? '';
    expect(block).toMatch(/<span class="token [^"]*atrule[^"]*">apiVersion<\/span>/);
    expect(block).toContain('apiVersion');
  });
});
