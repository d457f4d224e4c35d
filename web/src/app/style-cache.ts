/**
 * The style cache every render uses: the server's, a served page's once it hydrates, and the
 * single-page app's. Emotion's default adds the vendor prefixes of 2015 to every rule
 * (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`, `-webkit-` copies of
 * every keyframe): on home that was 26 KB of the 117 KB of CSS a served page carries, parsed and
 * matched before its first paint. This cache adds only the prefixes a browser the site supports
 * still needs.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Properties Safari still reads only, or until recently only, with `-webkit-` (user-select: all its versions; backdrop-filter: before 18). */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/** A declaration of one of those gets its `-webkit-` copy first; `background-clip: text` too. */
export const stillNeededPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = String(element.props);
  if (WEBKIT_ONLY.has(property) || (property === 'background-clip' && element.children === 'text')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [stillNeededPrefixes] });
}
