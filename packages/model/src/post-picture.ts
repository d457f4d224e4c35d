/**
 * The picture a post shows as its own (at the top of its page and beside it in the blog's list): its
 * cover, or else the first picture its body places. A post without either shows no picture at all,
 * but a card drawn from its title (web/src/components/ui/title-card.tsx).
 */
import type { ImageMeta } from './content-types/image-fields.js';
import { safeUrl } from './text.js';

/** A picture as an item holds it: its address, its description and, when uploaded, its sizes. */
export interface ItemPicture {
  image_url: string;
  image_alt?: string;
  image_meta?: ImageMeta | null;
}

/** Fenced code blocks and inline code: a picture's Markdown inside them is shown as text, not drawn. */
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[^\n]*(?=\n|$)|$)|`+[^`\n]*`+/gm;
/** `![description](address "title")`, the address bare or in angle brackets, the description's brackets escaped. */
const PICTURE = /!\[((?:\\.|[^\]\\\n])*)\]\(\s*(<[^>\n]*>|[^\s)]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/;

/**
 * The first picture `text` (Markdown) places, with its kept sizes when it was uploaded into the text
 * (`pictures`, a post's content_images); null when it places none the page would draw (an address of
 * an unsafe scheme is not drawn). Reference-style pictures and raw HTML are not read.
 */
export function firstTextPicture(text: string, pictures?: readonly ImageMeta[] | null): ItemPicture | null {
  const found = PICTURE.exec(text.replace(CODE, (code) => ' '.repeat(code.length)));
  if (!found) return null;
  const raw = found[2]!;
  const address = raw.startsWith('<') ? raw.slice(1, -1) : raw;
  if (!address || !safeUrl(address)) return null;
  const alt = found[1]!.replace(/\\([[\]\\])/g, '$1').trim();
  const meta = pictures?.find((picture) => picture.src === address && picture.variants.length > 0) ?? null;
  return { image_url: address, image_alt: alt, image_meta: meta };
}

/** A post, whole or as its summary (which carries its body's first picture as `cover`). */
export interface PostPictures extends ItemPicture {
  cover?: ItemPicture | null;
  content?: string;
  content_images?: readonly ImageMeta[] | null;
}

/** The picture a post shows: its own cover, else the first of its body's; its address '' when it has neither. */
export function postPicture(post: PostPictures): ItemPicture {
  if (post.image_url) return { image_url: post.image_url, image_alt: post.image_alt, image_meta: post.image_meta };
  const fromBody = post.cover ?? (typeof post.content === 'string' ? firstTextPicture(post.content, post.content_images) : null);
  return fromBody ?? { image_url: '' };
}
