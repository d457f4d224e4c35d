import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Themed } from '@/testing/theme';
import { loadHighlighter, preloadHighlighter } from '../load-highlighter';
import { hasFencedCode, MarkdownContent } from '../markdown-content';

// Sees whether the highlighter chunk is asked for: never for Markdown without code.
vi.mock('../load-highlighter', async (actual) => ({
  ...(await actual<typeof import('../load-highlighter')>()),
  loadHighlighter: vi.fn(() => import('../highlight')),
}));

const renderMd = (md: string) =>
  render(
    <Themed>
      <MarkdownContent>{md}</MarkdownContent>
    </Themed>,
  );

const tokens = (container: HTMLElement, type: string) => [...container.querySelectorAll(`pre .token.${type}`)].map((t) => t.textContent);

describe('code highlighting', () => {
  beforeEach(() => vi.mocked(loadHighlighter).mockClear());

  it('is not loaded for Markdown without a fenced block, even with inline code', async () => {
    const { container } = renderMd('## No code here\n\nJust `kubectl` inline and an indented line:\n\n    not fenced');
    expect(await screen.findByRole('heading', { name: 'No code here' })).toBeInTheDocument();
    // Effects have run by now: an import would have been asked for already.
    expect(loadHighlighter).not.toHaveBeenCalled();
    expect(container.querySelector('.token')).toBeNull();
  });

  it('colours a fenced block once the highlighter has loaded, showing the plain code until then', async () => {
    const { container } = renderMd('```yaml\nkind: Deployment # the kind\nreplicas: 3\n```');
    // The code is readable at once, highlighted or not.
    expect(container.querySelector('pre code')?.textContent).toBe('kind: Deployment # the kind\nreplicas: 3\n');
    await waitFor(() => expect(tokens(container, 'comment')).toEqual(['# the kind']));
    expect(loadHighlighter).toHaveBeenCalledTimes(1);
    expect(tokens(container, 'atrule')).toEqual(['kind', 'replicas']);
    expect(tokens(container, 'number')).toEqual(['3']);
    expect(container.querySelector('pre')).toHaveAttribute('data-language', 'yaml');
    expect(container.querySelector('pre code')?.textContent).toBe('kind: Deployment # the kind\nreplicas: 3\n');
  });

  it('colours code in its very first render once the highlighter is preloaded (a served page, server and hydration alike)', async () => {
    await preloadHighlighter();
    const { container } = renderMd('```yaml\nkind: Deployment\n```');
    // Synchronously, before any effect or load: the render a served page's HTML was made of.
    expect(tokens(container, 'atrule')).toEqual(['kind']);
  });

  it.each([
    ['bash', 'echo "hi" # greet', 'comment'],
    ['terraform', 'resource "aws_s3_bucket" "logs" {\n  bucket = "logs"\n}', 'string'],
    ['hcl', 'variable "region" {\n  default = "eu-west-1"\n}', 'keyword'],
    ['typescript', 'const n: number = 1;', 'keyword'],
    ['json', '{ "a": true }', 'boolean'],
    ['dockerfile', 'FROM node:20\nRUN npm ci', 'keyword'],
    ['python', 'def f():\n    return None', 'keyword'],
    ['go', 'func main() {}', 'keyword'],
  ])('knows %s', async (language, code, type) => {
    const { container } = renderMd(`\`\`\`${language}\n${code}\n\`\`\``);
    await waitFor(() => expect(tokens(container, type).length).toBeGreaterThan(0));
  });

  it('leaves a block in an unknown language, or with none, as plain text', async () => {
    const { container } = renderMd('```cobol\nDISPLAY "HI".\n```\n\n```bash\nls\n```\n\n```\nplain\n```');
    await waitFor(() => expect(container.querySelector('pre[data-language="bash"]')).not.toBeNull());
    const [cobol, , plain] = [...container.querySelectorAll('pre')];
    expect(cobol!.querySelector('.token')).toBeNull();
    expect(cobol!.textContent).toBe('DISPLAY "HI".\n');
    expect(plain!.querySelector('.token')).toBeNull();
  });

  it('recognises fenced blocks the way CommonMark does', () => {
    expect(hasFencedCode('text\n```\ncode\n```')).toBe(true);
    expect(hasFencedCode('text\n   ~~~sh\ncode\n~~~')).toBe(true);
    expect(hasFencedCode('inline ```not a fence``` here')).toBe(false);
    expect(hasFencedCode('    ```indented four: code, not a fence')).toBe(false);
  });
});
