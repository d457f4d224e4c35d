import { cursorFromSearch, PAGE_TEXT, PICTURE_SIZES, technologyKey } from '@portfolio/model';
import { Box, Flex, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { ListPager } from '@/components/ui/list-pager';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { technologyFilter, technologyFilterQuery, usePublicProjectsPage } from '@/features/projects/api/use-projects';
import { ProjectCard } from '@/features/projects/components/project-card';
import { usePageMeta } from './use-page-meta';

/**
 * All Projects: active projects, 2 columns, a page at a time. A failed read is
 * silent and leaves the list empty.
 */
/** "Filtered by Terraform ✕" and how many projects use it (a page's worth and more shows as "12+"). */
function TechnologyFilter({ tech, shown, more }: { tech: string; shown: number; more: boolean }) {
  const count = `${shown}${more ? '+' : ''} ${shown === 1 && !more ? 'project' : 'projects'}`;
  return (
    <Flex align="center" gap="3" wrap="wrap" mb="8" role="status">
      <HStack gap="2" borderWidth="1px" rounded="full" ps="4" pe="1" py="1" bg="brand.subtle">
        <Text fontSize="sm">
          Filtered by <strong>{tech}</strong>
        </Text>
        <Link asChild rounded="full" p="1.5" aria-label={`Clear the filter ${tech}`} _hover={{ bg: 'bg.muted' }}>
          <RouterLink to={paths.projects}>
            <LuX aria-hidden />
          </RouterLink>
        </Link>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {count}
      </Text>
    </Flex>
  );
}

/** How many technologies the filter bar offers: the most used on the page, then by name. */
const FILTER_CHOICES = 10;

/**
 * The bar that says the list can be filtered: "Filter by technology", then the technologies the
 * projects shown use (most used first), each a link to its filter; the one in use is marked and
 * clears it. Links, so it works before any script.
 */
function TechnologyFilterBar({ technologies, active }: { technologies: string[]; active: string | null }) {
  const counts = new Map<string, { name: string; count: number }>();
  for (const tech of technologies) {
    const key = technologyKey(tech);
    counts.set(key, { name: counts.get(key)?.name ?? tech, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  const choices = [...counts].sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, FILTER_CHOICES);
  if (choices.length === 0) return null;
  return (
    <Flex as="nav" aria-label="Filter by technology" align="center" gap="2" wrap="wrap" mb="6" data-testid="filter-bar">
      <Text as="span" fontSize="sm" fontWeight="semibold" color="fg.muted" me="1">
        Filter by technology
      </Text>
      {choices.map(([key, { name }]) => {
        const on = key === active;
        return (
          <Link
            key={key}
            asChild
            fontSize="sm"
            px="3"
            py="1"
            rounded="full"
            borderWidth="1px"
            textDecoration="none"
            bg={on ? 'brand.subtle' : undefined}
            borderColor={on ? 'brand.solid' : 'border'}
            _hover={{ borderColor: 'brand.solid' }}
            aria-current={on ? 'true' : undefined}
          >
            <RouterLink to={on ? paths.projects : `${paths.projects}?${technologyFilterQuery(key)}`}>{name}</RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}

export function ProjectsPage() {
  const [params] = useSearchParams();
  const cursor = cursorFromSearch(params, 'number');
  const tech = technologyFilter(params);
  const { page, loading } = usePublicProjectsPage(cursor, tech);
  // The filter's name as the projects write it ("Terraform" for ?tech=terraform), or as typed.
  const techName =
    tech && (page.items.flatMap((project) => project.technologies).find((t) => technologyKey(t) === tech) ?? params.get('tech')!.trim());
  usePageMeta(PAGE_TEXT.projects);
  const body = () => {
    if (loading) return <PageSpinner label="Loading projects" />;
    if (page.items.length === 0)
      return (
        <Box textAlign="center" color="fg.muted" py="12">
          {techName ? `No projects use ${techName}.` : 'No projects to show yet.'}
        </Box>
      );
    return (
      <>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" data-testid="projects-grid">
          {page.items.map((project, i) => (
            <ProjectCard key={project.id} project={project} headingLevel="h2" sizes={PICTURE_SIZES.projectCard} first={i === 0} />
          ))}
        </SimpleGrid>
        <ListPager path={paths.projects} page={page} newer="Previous projects" older="More projects" />
      </>
    );
  };
  return (
    <PageColumn py={{ base: '10', md: '16' }}>
      <PageHeader title="All Projects" lead="A selection of platforms, tools and automation I have built." />
      {!loading && <TechnologyFilterBar technologies={page.items.flatMap((project) => project.technologies)} active={tech} />}
      {techName && !loading && <TechnologyFilter tech={techName} shown={page.items.length} more={page.next !== null} />}
      {body()}
    </PageColumn>
  );
}
