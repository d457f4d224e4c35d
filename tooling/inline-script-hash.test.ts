import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * The page's one inline script (the theme, applied before the first paint) runs only because the
 * Content-Security-Policy names its hash: an edit to the script without the new hash would leave every
 * visitor's chosen theme unapplied until the app starts (and log a CSP error, which the served-pages
 * browser test also catches).
 */
describe('inline scripts and the Content-Security-Policy', () => {
  it('admits every inline script of web/index.html by its sha256, and nothing inline besides', () => {
    const html = readFileSync(join(root, 'web/index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const csp = config.hosting.headers.flatMap((block) => block.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '))!;
    const hashes = scriptSrc.split(/\s+/).filter((s) => s.startsWith("'sha256-"));
    expect(hashes).toEqual(inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
