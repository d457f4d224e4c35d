import { Alert, Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { itemOfPage, type SearchHit, type SearchResults } from '@portfolio/model';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { Highlighted } from './highlighted';
import { resultCount } from './result-count';

export const SEARCH_ERROR = 'Search is not available just now. Please try again in a moment.';

function ResultItem({ hit }: { hit: SearchHit }) {
  const { label, accent } = itemOfPage(hit.kind);
  return (
    <Box as="li" py="6" borderBottomWidth="1px">
      <Stack gap="2">
        <HStack gap="3" fontSize="sm" color="fg.muted">
          <Badge variant="subtle" colorPalette={accent ? 'brand' : 'gray'}>
            {label}
          </Badge>
        </HStack>
        <Heading as="h2" size="lg">
          {/* Inline, so a long title wraps as text does (a flex link would break inside a marked word). */}
          <Link asChild display="inline" color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={hit.path}>
              <Highlighted text={hit.title} terms={hit.terms} />
            </RouterLink>
          </Link>
        </Heading>
        {hit.summary && (
          <Text color="fg.muted">
            <Highlighted text={hit.summary} terms={hit.terms} />
          </Text>
        )}
        {hit.snippet && (
          <Text fontSize="sm" color="fg.muted" borderStartWidth="2px" borderColor="border.emphasized" ps="3">
            <Highlighted text={hit.snippet} terms={hit.terms} />
          </Text>
        )}
        {hit.keywords.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Highlighted text={hit.keywords.join(' · ')} terms={hit.terms} />
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function Suggestions() {
  return (
    <Text color="fg.muted">
      Browse the{' '}
      <Link asChild color="brand.fg">
        <RouterLink to={paths.blog}>blog</RouterLink>
      </Link>{' '}
      or the{' '}
      <Link asChild color="brand.fg">
        <RouterLink to={paths.projects}>projects</RouterLink>
      </Link>{' '}
      instead.
    </Text>
  );
}

interface SearchResultsViewProps {
  query: string;
  results: SearchResults | null;
  loading: boolean;
  error: unknown;
}

/** What the search page shows under its box: nothing asked yet, results, none, or a failure. */
export function SearchResultsView({ query, results, loading, error }: SearchResultsViewProps) {
  if (!query)
    return (
      <Stack gap="2" py="6" aria-live="polite">
        <Text fontSize="lg">Type a word or two to search every post and project, their full text included.</Text>
        <Suggestions />
      </Stack>
    );
  if (loading) return <PageSpinner label="Searching" />;
  if (error || !results)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{SEARCH_ERROR}</Alert.Title>
      </Alert.Root>
    );
  if (results.total === 0)
    return (
      <Stack gap="2" py="6" aria-live="polite">
        <Heading as="h2" size="lg">
          {`No results for “${results.query}”`}
        </Heading>
        <Text color="fg.muted">Check the spelling, or try fewer or shorter words.</Text>
        <Suggestions />
      </Stack>
    );
  return (
    <Stack gap="0">
      <Text color="fg.muted" aria-live="polite" role="status">
        {resultCount(results)}
      </Text>
      <Box as="ol" listStyleType="none" aria-label="Search results">
        {results.hits.map((hit) => (
          <ResultItem key={hit.path} hit={hit} />
        ))}
      </Box>
    </Stack>
  );
}
