/**
 * A served post's body is kept as the server wrote it when the app takes over: the
 * Markdown renderer is not downloaded for reading; a changed text, or a page the app draws itself,
 * renders with it.
 */
import { render, within } from '@testing-library/react';
import { Themed } from '@/testing/theme';
import { PreloadProvider } from '@/data/preload';
import { PageMarkdown, textKey } from '../page-markdown';

const TEXT = '## Why\n\nBecause **canaries** catch what probes miss.';
/** What the server sent for TEXT, marked so the test can tell it from the renderer's output. */
const SERVED = '<h2 id="why">Why</h2><p data-served="yes">Because <strong>canaries</strong> catch what probes miss.</p>';

function serve(text: string) {
  const body = document.createElement('div');
  body.setAttribute('data-markdown', textKey(text));
  body.innerHTML = SERVED;
  document.body.append(body);
  return body;
}

const hydrating = (children: string) => (
  <Themed>
    <PreloadProvider value={{ data: {} }}>
      <PageMarkdown>{children}</PageMarkdown>
    </PreloadProvider>
  </Themed>
);

afterEach(() => document.body.replaceChildren());

describe('a post body on a served page', () => {
  it('keeps the served HTML while the text is the same', () => {
    const served = serve(TEXT);
    const { container } = render(hydrating(TEXT));
    expect(container.querySelector('[data-served="yes"]')).not.toBeNull();
    expect(container.querySelector(`[data-markdown="${textKey(TEXT)}"]`)!.innerHTML).toBe(served.innerHTML);
  });

  it('renders with the renderer when the text differs from what was served', async () => {
    serve(TEXT);
    const { container } = render(hydrating('## Changed\n\nA live edit.'));
    expect(await within(container).findByRole('heading', { name: 'Changed' })).toBeInTheDocument();
    expect(container.querySelector('[data-served="yes"]')).toBeNull();
  });

  it('renders with the renderer on a page the app draws itself', async () => {
    serve(TEXT);
    const { container } = render(
      <Themed>
        <PageMarkdown>{TEXT}</PageMarkdown>
      </Themed>,
    );
    expect(await within(container).findByText('canaries')).toBeInTheDocument();
    expect(container.querySelector('[data-served="yes"]')).toBeNull();
  });

  it('keys a text by its content', () => {
    expect(textKey(TEXT)).toBe(textKey(`${TEXT}`));
    expect(textKey(TEXT)).not.toBe(textKey(`${TEXT} `));
  });
});
