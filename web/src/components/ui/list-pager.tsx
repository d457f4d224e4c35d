import { Button, Flex } from '@chakra-ui/react';
import type { ListPage } from '@portfolio/model';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useServerReport } from '@/lib/server-report';

/**
 * The links between a list's pages: real links, so they work before any script runs and
 * crawlers follow them; the served page's head gets rel="prev"/"next" and its canonical address from
 * the same page (functions/src/seo/head.ts).
 */
export function ListPager({ path, page, newer, older }: { path: string; page: ListPage<unknown>; newer: string; older: string }) {
  useServerReport({ listPage: { prev: page.prev, next: page.next, first: page.first, self: page.self } });
  if (!page.prev && !page.next) return null;
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" gap="4" mt="12" wrap="wrap">
      {page.prev ? (
        <Button asChild variant="outline">
          <RouterLink to={`${path}${page.prev}`} rel="prev">
            <LuArrowLeft aria-hidden /> {newer}
          </RouterLink>
        </Button>
      ) : (
        <span />
      )}
      {page.next && (
        <Button asChild variant="outline">
          <RouterLink to={`${path}${page.next}`} rel="next">
            {older} <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      )}
    </Flex>
  );
}
