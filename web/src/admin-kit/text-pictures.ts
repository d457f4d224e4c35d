/**
 * Pictures placed in a Markdown text (a post's body, a project's long description): the Markdown
 * that places one, where it goes, and which of the kept sizes the text still uses.
 */
import { readTimeMinutes, type ImageMeta } from '@portfolio/model';

/** `![alt](address)`, with the brackets of the description escaped and an odd address enclosed. */
export function pictureMarkdown(alt: string, address: string): string {
  const description = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([[\]\\])/g, '\\$1');
  const target = /[\s()<>]/.test(address) ? `<${address.replace(/[<>]/g, encodeURIComponent)}>` : address;
  return `![${description}](${target})`;
}

/** The line breaks that make a blank line between the picture and the text beside it (none at an end). */
function blankLineBetween(beside: string, hasBlankLine: boolean, hasLineBreak: boolean): string {
  if (beside === '' || hasBlankLine) return '';
  return hasLineBreak ? '\n' : '\n\n';
}

/** `text` with `snippet` in place of its selection, on a line of its own; and the caret after it. */
export function insertAt(text: string, selection: { start: number; end: number }, snippet: string): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = blankLineBetween(before, before.endsWith('\n\n'), before.endsWith('\n'));
  const trail = blankLineBetween(after, after.startsWith('\n\n'), after.startsWith('\n'));
  const placed = `${lead}${snippet}${trail}`;
  return { text: `${before}${placed}${after}`, caret: before.length + lead.length + snippet.length };
}

/** The kept sizes of the pictures the text still shows (one whose Markdown was deleted goes). */
export function placedPictures(text: string, pictures: readonly ImageMeta[]): ImageMeta[] {
  return pictures.filter((picture) => text.includes(picture.src));
}

/** Words and reading time, as the post's page states it. */
export function textStats(text: string): { words: number; minutes: number } {
  const words = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, minutes: text.trim() ? readTimeMinutes(text) : 0 };
}
