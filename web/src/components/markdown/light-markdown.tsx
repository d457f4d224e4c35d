/**
 * A few lines of Markdown (resume descriptions) without the full renderer, so the resume page
 * stays light: bullet and numbered items become a list, other lines paragraphs, **bold** stays
 * bold, and link syntax keeps only its text. Everything is rendered as text: no URL and no HTML
 * ever reaches the page, so nothing here can run code.
 */
import { Box, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

function inline(text: string): ReactNode[] {
  const plain = text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1');
  // Split on **bold** runs; odd parts are bold.
  return plain
    .split(/\*\*(.+?)\*\*/g)
    .map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part.replace(/(^|\s)[*_](\S[^*_]*)[*_]/g, '$1$2')));
}

type Block = { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (LIST_ITEM.test(line)) {
      const item = line.replace(LIST_ITEM, '');
      const last = result[result.length - 1];
      if (last?.kind === 'list') last.items.push(item);
      else result.push({ kind: 'list', items: [item] });
    } else {
      result.push({ kind: 'paragraph', text: line.replace(/^#+\s*/, '') });
    }
  }
  return result;
}

export function LightMarkdown({ children }: { children: string }) {
  return (
    <Box color="fg.muted" lineHeight="tall">
      {blocks(children).map((block, i) =>
        block.kind === 'list' ? (
          <List.Root key={i} ps="5" gap="1" my="2">
            {block.items.map((item, j) => (
              <List.Item key={j}>{inline(item)}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text key={i} my="2">
            {inline(block.text)}
          </Text>
        ),
      )}
    </Box>
  );
}
