/**
 * The copy buttons of code blocks (drawn by MarkdownContent, in the served HTML too): one click
 * listener on the Markdown's container, so they also work in a served body the app keeps as HTML.
 * A button shows "Copied" for two seconds (its attribute switches which label shows) while the status
 * beside it says "Code copied" to a screen reader; the button's name stays "Copy code".
 */
import { useEffect, useRef } from 'react';

export const COPIED_FOR_MS = 2000;

function copyCode(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('[data-copy-code]') : null;
  const code = button?.closest('.code-block')?.querySelector('pre')?.textContent;
  if (!button || code == null || !navigator.clipboard) return;
  navigator.clipboard.writeText(code).then(
    () => {
      const status = button.parentElement?.querySelector('[role="status"]');
      button.setAttribute('data-copied', '');
      if (status) status.textContent = 'Code copied';
      setTimeout(() => {
        button.removeAttribute('data-copied');
        if (status) status.textContent = '';
      }, COPIED_FOR_MS);
    },
    // Refused (no permission, an insecure page): the code is still there to select by hand.
    () => undefined,
  );
}

/** A ref for the Markdown's container: its code blocks' copy buttons work while it is on the page. */
export function useCodeCopyButtons<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    container?.addEventListener('click', copyCode);
    return () => container?.removeEventListener('click', copyCode);
  }, []);
  return ref;
}
