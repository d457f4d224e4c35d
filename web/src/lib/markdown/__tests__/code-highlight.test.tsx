import { act, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@/app/theme';
import { loadHighlighter } from '../load-highlighter';
import { hasFencedCode, MarkdownContent } from '../markdown-content';

// Sees whether the highlighter chunk is asked for: never for Markdown without code.
vi.mock('../load-highlighter', () => ({ loadHighlighter: vi.fn(() => import('../highlight')) }));

/** Renders and waits, as a reader would, for what the Markdown suspends on (the highlighter). */
async function renderMd(md: string) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <ChakraProvider value={getSystem()}>
        <Suspense fallback={<p>waiting</p>}>
          <MarkdownContent>{md}</MarkdownContent>
        </Suspense>
      </ChakraProvider>,
    );
  });
  return result;
}

const tokens = (container: HTMLElement, type: string) => [...container.querySelectorAll(`pre .token.${type}`)].map((t) => t.textContent);

describe('code highlighting', () => {
  beforeEach(() => vi.mocked(loadHighlighter).mockClear());

  it('is not loaded for Markdown without a fenced block, even with inline code', async () => {
    const { container } = await renderMd('## No code here\n\nJust `kubectl` inline and an indented line:\n\n    not fenced');
    expect(await screen.findByRole('heading', { name: 'No code here' })).toBeInTheDocument();
    // Effects have run by now: an import would have been asked for already.
    expect(loadHighlighter).not.toHaveBeenCalled();
    expect(container.querySelector('.token')).toBeNull();
  });

  it('colours a fenced block in its first render, waiting for the highlighter behind the Suspense placeholder', async () => {
    // Every time a code block appears, it is already coloured (never plain first, then restyled).
    const plainBlocksShown: string[] = [];
    const watch = new MutationObserver(() => {
      for (const code of document.querySelectorAll('pre code'))
        if (!code.querySelector('.token')) plainBlocksShown.push(code.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const { container } = await renderMd('```yaml\nkind: Deployment # the kind\nreplicas: 3\n```');
    watch.disconnect();
    expect(tokens(container, 'comment')).toEqual(['# the kind']);
    expect(plainBlocksShown).toEqual([]);
    expect(loadHighlighter).toHaveBeenCalledTimes(1);
    expect(tokens(container, 'atrule')).toEqual(['kind', 'replicas']);
    expect(tokens(container, 'number')).toEqual(['3']);
    expect(container.querySelector('pre')).toHaveAttribute('data-language', 'yaml');
    expect(container.querySelector('pre code')?.textContent).toBe('kind: Deployment # the kind\nreplicas: 3\n');
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
    const { container } = await renderMd(`\`\`\`${language}\n${code}\n\`\`\``);
    await waitFor(() => expect(tokens(container, type).length).toBeGreaterThan(0));
  });

  it('leaves a block in an unknown language, or with none, as plain text', async () => {
    const { container } = await renderMd('```cobol\nDISPLAY "HI".\n```\n\n```bash\nls\n```\n\n```\nplain\n```');
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
