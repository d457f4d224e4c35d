import { Badge, Box, Button, Center, Flex, Image, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuImage, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/lib/status';
import { AdminPage, AdminPanel } from './admin-page';
import type { CollectionAdminProps } from './collection-types';
import { RowActions } from './row-actions';

type ListProps<Item extends { id: string }> = CollectionAdminProps<Item> & {
  status: Status;
  report: (status: Status) => void;
};

/** The list page of a content type: list first, a "New …" button, search and filter where the list grows. */
export function CollectionList<Item extends { id: string }>(props: ListProps<Item>) {
  const { texts, list, items, loading, basePath } = props;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('all');
  const query = search.trim().toLowerCase();
  const shown = items.filter(
    (item) =>
      (filter === 'all' || !list.filter || list.filter.of(item) === filter) &&
      (!query || !list.search || list.search(item).toLowerCase().includes(query)),
  );
  const narrowed = query !== '' || filter !== 'all';

  const newButton = (
    <Button asChild alignSelf={{ base: 'flex-start', sm: 'auto' }}>
      <RouterLink to={`${basePath}/new`}>
        <LuPlus aria-hidden />
        {texts.newButton}
      </RouterLink>
    </Button>
  );

  const tools = (list.search || list.filter) && (
    <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }}>
      {list.search && (
        <Box flex="1">
          <FormField label="Search">
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </FormField>
        </Box>
      )}
      {list.filter && (
        <Box minW="44">
          <FormField label={list.filter.label}>
            <NativeSelect.Root>
              <NativeSelect.Field value={filter} onChange={(e) => setFilter(e.target.value)}>
                <option value="all">All</option>
                {list.filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      )}
    </Flex>
  );

  const rows = (group: readonly Item[]) =>
    group.length === 0 ? (
      <Text color="fg.muted">{narrowed ? 'Nothing matches this search and filter.' : texts.empty}</Text>
    ) : (
      <Stack as={list.ordered ? 'ol' : 'ul'} gap="3" listStyleType="none" aria-label={list.label}>
        {group.map((item, index) => (
          <ListRow key={item.id} {...props} item={item} index={index} group={group} />
        ))}
      </Stack>
    );

  return (
    <AdminPage title={texts.heading} status={props.status} actions={newButton}>
      {props.aboveList?.(props.report)}
      {loading && <PageSpinner label={texts.loading} />}
      {!loading &&
        list.groups?.map((group) => (
          <AdminPanel key={group.title} title={group.title}>
            {rows(shown.filter(group.filter))}
          </AdminPanel>
        ))}
      {!loading && !list.groups && (
        <AdminPanel title={texts.listTitle}>
          {tools}
          {list.before?.(props.report)}
          {rows(shown)}
        </AdminPanel>
      )}
    </AdminPage>
  );
}

/** A picture at a row's start: an image (a placeholder when empty), or a node such as a skill's icon. */
function Thumbnail({ content, fit }: { content: string | ReactNode; fit: 'cover' | 'contain' }) {
  const box = { w: '16', h: '12', flexShrink: 0, rounded: 'md', overflow: 'hidden', bg: 'bg.muted' } as const;
  if (typeof content !== 'string') return <Center {...box}>{content}</Center>;
  if (content)
    return (
      <Box {...box}>
        <Image src={content} alt="" w="full" h="full" objectFit={fit} loading="lazy" />
      </Box>
    );
  return (
    <Center {...box} color="fg.subtle">
      <LuImage aria-hidden />
    </Center>
  );
}

function ListRow<Item extends { id: string }>({
  item,
  index,
  group,
  list,
  basePath,
  onDelete,
  deleting,
  report,
}: ListProps<Item> & { item: Item; index: number; group: readonly Item[] }) {
  const navigate = useNavigate();
  const title = list.title(item);
  const editPath = `${basePath}/${encodeURIComponent(item.id)}`;
  const thumbnail = list.thumbnail?.(item);
  const date = list.date?.(item);
  const subtitle = list.subtitle?.(item);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} _hover={{ bg: 'bg.subtle' }}>
      {/* On a phone the actions wrap under the text instead of squeezing it. */}
      <Flex gap="3" align="center" wrap="wrap">
        {thumbnail !== undefined && <Thumbnail content={thumbnail} fit={list.thumbnailFit ?? 'cover'} />}
        <Box flex="1 1 10rem" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text as="h3" fontWeight="semibold">
              <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={editPath}>{title}</RouterLink>
              </Link>
            </Text>
            {list.badges?.(item).map((badge) => (
              <Badge key={badge.label} colorPalette={badge.color}>
                {badge.label}
              </Badge>
            ))}
          </Flex>
          {subtitle && (
            <Text color="fg.muted" fontSize="sm" mt="1" lineClamp={2}>
              {subtitle}
            </Text>
          )}
          {date && (
            <Text color="fg.muted" fontSize="xs" mt="1">
              <time dateTime={date.iso}>{date.text}</time>
            </Text>
          )}
        </Box>
        <Flex gap="1" flexShrink={0} wrap="wrap" justify="flex-end" ms="auto" align="center">
          {list.rowActions?.(item, index, group)}
          <RowActions
            itemName={title}
            onEdit={() => void navigate(editPath)}
            onDelete={async () => report((await onDelete(item)).status)}
            disabled={deleting}
          />
        </Flex>
      </Flex>
    </Box>
  );
}
