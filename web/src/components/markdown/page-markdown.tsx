/**
 * A post's or project's Markdown body on its page. A page the server rendered already holds the
 * body as HTML (coloured code included): while the text is the same, the app keeps that HTML as it
 * is when it takes over, so the Markdown renderer and the highlighter (about 65 KB gzip) are never
 * downloaded for reading. When the text changes (a live edit) or the app draws the page
 * itself (a link followed inside the app, the demo), the renderer loads as before (LazyMarkdown).
 */
import { useState } from 'react';
import { HAND_OVER } from '@portfolio/model';
import { useStartedFromServer } from '@/data/preload';
import { useCodeCopyButtons } from './copy-code';
import { LazyMarkdown } from './lazy-markdown';
import type { MarkdownProps } from './markdown-content';

const MARKDOWN_ATTRIBUTE = HAND_OVER.markdownAttribute;

/** A short key of a text (FNV-1a, 32 bits): the served body is reused only for the same text. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The served body's HTML for `key`, when this render is the app taking over a served page. */
function servedBody(fromServer: boolean, key: string): string | null {
  if (!fromServer || typeof document === 'undefined') return null;
  return document.querySelector(`[${MARKDOWN_ATTRIBUTE}="${key}"]`)?.innerHTML ?? null;
}

export function PageMarkdown({ children, pictures }: MarkdownProps) {
  const key = textKey(children);
  const fromServer = useStartedFromServer();
  // Read once, at the first render (the hydration): the served HTML and the text it shows.
  const [served] = useState(() => ({ key, html: servedBody(fromServer, key) }));
  const copyButtons = useCodeCopyButtons<HTMLDivElement>();
  if (served.html !== null && served.key === key) {
    // The same markup the server sent, taken over as it is (React does not rebuild what is inside);
    // its code blocks' copy buttons answer through this container's click.
    return <div ref={copyButtons} {...{ [MARKDOWN_ATTRIBUTE]: key }} dangerouslySetInnerHTML={{ __html: served.html }} />;
  }
  return (
    <div {...{ [MARKDOWN_ATTRIBUTE]: key }}>
      <LazyMarkdown pictures={pictures}>{children}</LazyMarkdown>
    </div>
  );
}
