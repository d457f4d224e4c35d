/**
 * A post's outline: its section headings with the ids their anchors use. Two readers agree on
 * the ids: `outlineOf` reads the Markdown text (for the table of contents, without loading the
 * renderer), `rehypeHeadingAnchors` gives the rendered headings the same ids (each heading's text
 * made a slug, numbered from the second use on) and a link to itself.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { slugify } from '@portfolio/model';

export interface OutlineEntry {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** A post with at least this many sections gets a table of contents. */
export const OUTLINE_MIN_SECTIONS = 3;

/** Numbers a slug from its second use on ("setup", "setup-2"), as GitHub does for its headings. */
function idMaker(): (text: string) => string {
  const used = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
}

/** A heading's words without Markdown's inline marks: links keep their text, code its letters. */
const plainText = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .trim();

/** The ATX headings (`## …`) of the Markdown outside fenced code, in order; h2 and h3 kept. */
export function outlineOf(markdown: string): OutlineEntry[] {
  const nextId = idMaker();
  const entries: OutlineEntry[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const text = plainText(heading[2]!);
    const id = nextId(text);
    const depth = heading[1]!.length;
    if (depth === 2 || depth === 3) entries.push({ depth, text, id });
  }
  return entries;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const HEADING = /^h[1-6]$/;

/**
 * Gives every heading its outline id and a "#" link to itself (the address a reader copies), for
 * a pointer: hidden from screen readers and the Tab order, so the heading is read as its words
 * alone (the table of contents links to the sections for everyone).
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    const nextId = idMaker();
    const visit = (node: Root | Element) => {
      for (const child of node.children as RootContent[]) {
        if (child.type !== 'element') continue;
        if (!HEADING.test(child.tagName)) {
          visit(child);
          continue;
        }
        const id = nextId(plainText(textOf(child)));
        child.properties = { ...child.properties, id };
        child.children.push({
          type: 'element',
          tagName: 'a',
          properties: { href: `#${id}`, className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
          children: [{ type: 'text', value: '#' }],
        });
      }
    };
    visit(tree);
  };
}
