/**
 * The highlighter's chunk, imported on demand (its own module so tests can see whether it is asked
 * for), and once loaded kept here, so a render can colour code at once.
 */
type HighlightPlugin = (typeof import('./highlight'))['rehypeHighlightCode'];

export const loadHighlighter = () => import('./highlight');

let loaded: HighlightPlugin | null = null;

/** The highlighter if it has loaded already (a render that has it colours code from the start). */
export const loadedHighlighter = (): HighlightPlugin | null => loaded;

/**
 * Loads the highlighter before a render that must colour code at once: the server's render of every
 * page (web/src/entry-server.tsx), and the browser's hydration of a served page that has code
 * (app/hydrate-served-page.tsx), so the first render there matches the coloured HTML.
 */
export async function preloadHighlighter(): Promise<void> {
  loaded ??= (await loadHighlighter()).rehypeHighlightCode;
}
