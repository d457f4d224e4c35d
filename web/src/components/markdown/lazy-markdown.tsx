/**
 * Markdown on demand: the renderer (react-markdown + remark-gfm, ~40 KB gzip) is its own chunk,
 * loaded only by the pages that show Markdown (post, project detail, admin preview).
 */
import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@chakra-ui/react';
import type { MarkdownProps } from './markdown-content';

const MarkdownContent = lazy(() => import('./markdown-content'));

function MarkdownFallback() {
  return (
    <Stack gap="3" aria-hidden>
      <Skeleton height="4" />
      <Skeleton height="4" />
      <Skeleton height="4" width="80%" />
    </Stack>
  );
}

export function LazyMarkdown({ children, pictures }: MarkdownProps) {
  return (
    <Suspense fallback={<MarkdownFallback />}>
      <MarkdownContent pictures={pictures}>{children}</MarkdownContent>
    </Suspense>
  );
}
