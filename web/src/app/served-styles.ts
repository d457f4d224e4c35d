/**
 * The CSS of a page the server rendered, kept where it is when the app takes over.
 *
 * Emotion's browser side looks for the server's <style data-emotion> tags and moves each one (to
 * the end of <head>, then into its own sheet). Every move makes the browser restyle and lay out the
 * whole page: about 150-250 ms each on a slow phone, inside the visitor's first tap. So the server
 * names its tags with another attribute, which Emotion does not look for, and the browser's cache
 * starts out knowing every style those tags already hold (it inserts only what is new).
 */
import type { EmotionCache } from '@emotion/cache';
import { HAND_OVER } from '@portfolio/model';
import { createStyleCache } from './style-cache';

const SERVED_STYLE_ATTRIBUTE = HAND_OVER.servedCssAttribute;

/** Server: the style tags Emotion extracted, under the attribute only this module reads. */
export function markServedStyles(styleTags: string): string {
  return styleTags.replaceAll('<style data-emotion="', `<style ${SERVED_STYLE_ATTRIBUTE}="`);
}

/** Browser: the style cache for hydrating a served page, aware of the styles already in the page. */
export function servedStyleCache(): EmotionCache {
  const cache = createStyleCache();
  for (const tag of document.querySelectorAll(`style[${SERVED_STYLE_ATTRIBUTE}^="css "]`)) {
    // "css id1 id2 …": the ids of the class rules the tag holds (the global ones are "css-global …").
    for (const id of tag.getAttribute(SERVED_STYLE_ATTRIBUTE)!.split(' ').slice(1)) cache.inserted[id] = true;
  }
  return cache;
}
