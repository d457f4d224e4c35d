import { Box, Container, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OutlineEntry } from '@/components/markdown/outline';

/** Wide enough for the column, wide blocks and the contents beside them: below it the contents go above the text. */
const CONTENTS_BESIDE = '@media (min-width: 87rem)';

/**
 * A post's page: one centred reading column of about 70 characters (68ch of the reading size, so a
 * line holds 65 to 75 characters), with code blocks, tables and figures allowed wider (up to 50
 * rem), and on wide screens the table of contents beside the text, staying in view as it scrolls.
 */
export function PostLayout({ head, outline, body, end }: { head: ReactNode; outline: ReactNode; body: ReactNode; end: ReactNode }) {
  return (
    <Container as="article" maxW="8xl" py={{ base: '8', md: '12' }}>
      <Box
        display="grid"
        fontSize={{ base: 'md', md: 'lg' }}
        css={{
          gridTemplateColumns: 'minmax(0, 1fr) min(68ch, 100%) minmax(0, 1fr)',
          gridTemplateAreas: '"head head head" ". toc ." ". body ." ". end ."',
          [CONTENTS_BESIDE]: { gridTemplateAreas: '"head head head" ". body toc" ". end ."' },
          // Blocks that read better wider than a line of text (code, tables, figures) reach out on both sides.
          '& .markdown-content > :is(.code-block, .md-table-wrap, p:has(> img))': {
            marginInline: 'min(0px, calc((100% - min(50rem, 100vw - 4rem)) / 2))',
          },
        }}
      >
        <Box gridArea="head" w="full" maxW="50rem" mx="auto" fontSize="md">
          {head}
        </Box>
        <Box
          gridArea="toc"
          css={{ [CONTENTS_BESIDE]: { position: 'sticky', top: '6rem', alignSelf: 'start', marginInlineStart: '5rem', maxWidth: '15rem' } }}
        >
          {outline}
        </Box>
        <Box gridArea="body" minW="0" data-testid="post-body">
          {body}
        </Box>
        <Box gridArea="end" minW="0" fontSize="md">
          {end}
        </Box>
      </Box>
    </Container>
  );
}

/** The post's table of contents: its sections and their subsections, each a link to its heading. */
export function PostOutline({ entries }: { entries: readonly OutlineEntry[] }) {
  return (
    <Box
      as="nav"
      aria-label="On this page"
      fontSize="sm"
      mb="8"
      p="4"
      borderWidth="1px"
      rounded="l3"
      css={{ [CONTENTS_BESIDE]: { marginBottom: '0', padding: '0', borderWidth: '0' } }}
    >
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.08em" color="fg.muted" mb="2">
        On this page
      </Text>
      <Box as="ol" listStyleType="none">
        {entries.map((entry) => (
          <Box as="li" key={entry.id} ps={entry.depth === 3 ? '4' : '0'} py="1">
            <Link href={`#${entry.id}`} color="fg.muted" textDecoration="none" _hover={{ color: 'fg', textDecoration: 'underline' }}>
              {entry.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
