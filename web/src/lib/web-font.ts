/**
 * The web font (Inter) never costs the page being read anything (docs/design.md "When the font is used"):
 *
 * - A first page is set in the metric-matched fallback ('Inter Fallback' in web/index.html): nothing
 *   waits for the font, and nothing is laid out again when it arrives (on a phone that second layout of
 *   every line was the longest task of the load, and the font competed with the page for the network).
 * - Once the page is idle, the font is fetched (not applied) and remembered in localStorage.
 * - From the next page on it is used: at once on a page load (web/index.html's inline script puts the
 *   class on <html> before the first paint; the file comes from the browser's cache), and on the next
 *   navigation inside the app (its content is laid out anew then in any case).
 *
 * No framework here: boot.ts (a served page, before the app) and the app both use it.
 */
import { HAND_OVER } from '@portfolio/model';

/** The family index.html's @font-face declares. */
const WEB_FONT_FAMILY = 'Inter Variable';

const root = () => document.documentElement;

/** Whether the page's text is set in the web font. */
const webFontInUse = (): boolean => root().classList.contains(HAND_OVER.webFontClass);

/** The one request for the font, and the font once loaded by it (not yet part of the page). */
let fetching: Promise<boolean> | null = null;
let fetched: FontFace | null = null;

/** index.html's @font-face for the web font (its address is the hashed file the build made). */
function webFontRule(): CSSFontFaceRule | null {
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes(WEB_FONT_FAMILY)) return rule;
    }
  }
  return null;
}

/**
 * Fetches and decodes the font without adding it to the page (which would restyle every element on
 * it), and remembers that this browser has it. Resolves whether it loaded: a refused request, or a
 * browser without the Font Loading API, leaves the fallback, and the page reads the same. Asked again
 * (boot.ts, then the app), it answers from the one request.
 */
export function fetchWebFont(): Promise<boolean> {
  if (webFontInUse()) return Promise.resolve(true);
  fetching ??= loadWebFont();
  return fetching;
}

async function loadWebFont(): Promise<boolean> {
  const rule = webFontRule();
  if (!rule || typeof FontFace === 'undefined') return false;
  const face = new FontFace(WEB_FONT_FAMILY, rule.style.getPropertyValue('src'), {
    weight: rule.style.getPropertyValue('font-weight'),
    unicodeRange: rule.style.getPropertyValue('unicode-range'),
    display: 'swap',
  });
  try {
    await face.load();
  } catch {
    return false;
  }
  fetched = face;
  try {
    localStorage.setItem(HAND_OVER.webFontStorageKey, '1');
  } catch {
    // Storage refused (private mode): the next page load starts in the fallback again.
  }
  return true;
}

/**
 * Sets the page's text in the web font once it has been fetched: for the moment the page is laid out
 * anew anyway (a navigation). The face is loaded already, so the new page shows in it at once, never
 * in the fallback first.
 */
export function applyWebFontIfFetched(): void {
  if (webFontInUse() || !fetched) return;
  document.fonts.add(fetched);
  root().classList.add(HAND_OVER.webFontClass);
}
