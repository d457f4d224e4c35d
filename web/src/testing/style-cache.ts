/**
 * The style cache component tests render with: only the styles that can hide an element reach the
 * document, in their places, so a person's view (what testing-library and jest-dom call visible or
 * inaccessible) is the app's.
 *
 * Why: jsdom computes an element's style by matching it against every rule in the document, and
 * testing-library asks for that style for each element a role query looks at. With all of Chakra's
 * CSS in the document that was a third of a list screen's test time (a quarter of the whole suite's);
 * jsdom draws nothing, so the rest told a test nothing.
 *
 * What is kept: every style that hides something somewhere (display: none, visibility: hidden or
 * collapse, opacity: 0, under any condition or media query), with its declarations of display,
 * visibility and opacity. Chakra merges an element's recipe and style props into one class, so the
 * style that shows an element again at some width (display: none, then flex from md up) is the same
 * one, and stays.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

const DECIDES_VISIBILITY = new Set(['display', 'visibility', 'opacity']);
const HIDES = /display\s*:\s*none|visibility\s*:\s*(hidden|collapse)|opacity\s*:\s*0(?![.\d]*[1-9])/;

/** Empties every declaration of another property; stylis then drops rules left with none. */
export const onlyVisibilityDeclarations: StylisPlugin = (element) => {
  if (element.type !== 'decl' || DECIDES_VISIBILITY.has(String(element.props))) return;
  element.value = '';
  element.return = '';
};

export function createTestStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [onlyVisibilityDeclarations] });
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (HIDES.test(serialized.styles)) return insert(selector, serialized, sheet, shouldCache);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  return cache;
}
