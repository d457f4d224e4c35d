import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Themed } from '@/testing/theme';
import { MarkdownContent } from '../markdown-content';
import { LazyMarkdown } from '../lazy-markdown';

const renderMd = (md: string) =>
  render(
    <Themed>
      <MarkdownContent>{md}</MarkdownContent>
    </Themed>,
  );

const DANGEROUS_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  '%20javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
];

describe('MarkdownContent', () => {
  it('renders headings, emphasis, lists, code and GFM tables', () => {
    const { container } = renderMd('## Title\n\nSome **bold** text.\n\n- one\n- two\n\n`code`\n\n| A | B |\n| - | - |\n| 1 | 2 |');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.querySelector('code')?.textContent).toBe('code');
  });

  it('lets the keyboard reach a code block and a table, which scroll sideways when wide', () => {
    renderMd(
      '```sh\nkubectl rollout status deployment/checkout --namespace payments --timeout 10m\n```\n\n| A | B |\n| - | - |\n| 1 | 2 |',
    );
    expect(screen.getByRole('region', { name: 'Code, sh' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
  });

  it.each([
    'https://example.com/x',
    'http://example.com',
    'mailto:me@example.com',
    'xmpp:me@example.com',
    'irc://irc.example.com',
    'ircs://irc.example.com',
    '/relative/path',
    '#anchor',
  ])('keeps the safe link %s', (url) => {
    renderMd(`[go](${url})`);
    expect(screen.getByText('go').closest('a')).toHaveAttribute('href', url);
  });

  it.each(DANGEROUS_LINKS)('empties the link %s', (url) => {
    const { container } = renderMd(`[click](<${url}>)`);
    const href = container.querySelector('a')?.getAttribute('href') ?? '';
    expect(href).toBe('');
  });

  it.each(DANGEROUS_LINKS)('empties the image source %s', (url) => {
    const { container } = renderMd(`![pic](<${url}>)`);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src') ?? '').toBe('');
  });

  it('empties dangerous reference-style and autolinked URLs', () => {
    const { container } = renderMd('[ref][x]\n\n[x]: javascript:alert(1)\n\n<javascript:alert(2)>');
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/script/i);
  });

  it.each([
    '<script>window.__pwned = true</script>',
    '<img src=x onerror="window.__pwned = true">',
    '<svg onload="window.__pwned = true"></svg>',
    '<iframe src="javascript:window.__pwned = true"></iframe>',
    '<a href="javascript:alert(1)">raw link</a>',
    '<div style="background:url(javascript:alert(1))">styled</div>',
  ])('does not render the raw HTML %s', (payload) => {
    const { container } = renderMd(`Before\n\n${payload}\n\nAfter`);
    expect(container.querySelector('script, iframe, svg, [onerror], [onload], [style*="javascript"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it('opens external links in a new tab without an opener', () => {
    renderMd('[docs](https://example.com)');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives images alt text and lazy loading', () => {
    renderMd('![Architecture diagram](/sample/x.svg)');
    const img = screen.getByRole('img', { name: 'Architecture diagram' });
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});

describe('LazyMarkdown', () => {
  it('loads the renderer on demand and shows the Markdown', async () => {
    render(
      <Themed>
        <LazyMarkdown>{'# Lazy heading'}</LazyMarkdown>
      </Themed>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lazy heading' })).toBeInTheDocument();
  });
});
