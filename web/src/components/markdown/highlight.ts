/**
 * Syntax highlighting for the fenced code blocks of posts and projects, as a rehype plugin: Prism's
 * grammars through refractor, with only the languages this site writes about. It is its own chunk,
 * imported by MarkdownContent only when the Markdown has a fenced block, so pages without code never
 * load it. The colours are the theme's (`code.*` tokens in app/theme.ts), so they follow light and dark.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import docker from 'refractor/docker';
import go from 'refractor/go';
import hcl from 'refractor/hcl';
import json from 'refractor/json';
import python from 'refractor/python';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';

for (const syntax of [bash, docker, go, hcl, json, python, typescript, yaml]) refractor.register(syntax);
// Names people write after ``` that Prism knows under another.
refractor.alias({ hcl: ['terraform', 'tf'], typescript: ['tsx'], bash: ['console', 'zsh'], javascript: ['jsx'] });

/** The languages a fenced block may name and get colours (and the aliases above). */
export const HIGHLIGHTED_LANGUAGES = refractor.listLanguages();

const languageOf = (code: Element): string | undefined => {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes : [];
  const name = list.map(String).find((c) => c.startsWith('language-'));
  return name?.slice('language-'.length).toLowerCase();
};

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function highlightBlocks(node: Root | Element): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    const code = child.children[0];
    if (child.tagName === 'pre' && code?.type === 'element' && code.tagName === 'code') {
      const language = languageOf(code);
      if (language && refractor.registered(language)) {
        code.children = refractor.highlight(code.children.map(textOf).join(''), language).children as ElementContent[];
        child.properties = { ...child.properties, dataLanguage: language };
      }
      continue;
    }
    highlightBlocks(child);
  }
}

/** The rehype plugin: colours each `pre > code.language-x` whose language is registered; others stay plain. */
export function rehypeHighlightCode() {
  return (tree: Root) => highlightBlocks(tree);
}
