import { PAGE_TEXT } from '@portfolio/model';
import { useSearchParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { PageHeader } from '@/components/ui/page-header';
import { useCountSearch } from '@/features/analytics/api/use-track-goal';
import { useSearch } from '@/features/search/api/use-search';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchResultsView } from '@/features/search/components/search-results';
import { usePageMeta } from './use-page-meta';

/**
 * Site search: /search?q= over every published post (title, excerpt, tags, body) and
 * active project (title, descriptions, technologies, features), ranked, the matched words marked.
 * Served by the render function, so it works with JavaScript off; kept out of search engines.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const { query, results, loading, error } = useSearch(params.get('q'));
  usePageMeta(PAGE_TEXT.search);
  useCountSearch(query);
  return (
    <PageColumn py={{ base: '10', md: '16' }}>
      <PageHeader title={PAGE_TEXT.search.title} lead={PAGE_TEXT.search.description} />
      {/* A new query gives a new box: what it holds follows the address (back and forward included). */}
      <SearchForm key={query} query={query} />
      <SearchResultsView query={query} results={results} loading={loading} error={error} />
    </PageColumn>
  );
}
