import { Box, Button, Flex, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from '@/admin-kit/icons';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AdminPage, AdminPanel } from './admin-page';
import { ChoiceSelect } from './choice-select';
import { useDragReorder } from './drag-reorder';
import { ListRow, type ListProps, type RowOrder } from './list-row';
import { useListOrder } from './use-list-order';

const unordered = async () => ({ ok: true, status: null }) as never;

/** The list page of a content type: list first, a "New …" button, search and filter where the list grows. */
export function CollectionList<Item extends { id: string }>(props: ListProps<Item>) {
  const { texts, list, loading, basePath } = props;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('all');
  const order = useListOrder(props.items, { save: list.reorder?.save ?? unordered, titleOf: list.title });
  const items = order.list;
  const query = search.trim().toLowerCase();
  const shown = items.filter(
    (item) =>
      (filter === 'all' || !list.filter || list.filter.of(item) === filter) &&
      (!query || !list.search || list.search(item).toLowerCase().includes(query)),
  );
  const narrowed = query !== '' || filter !== 'all';
  // A search or filter hides rows: moves among the rows left would say nothing of the hidden ones.
  const reorderable = !!list.reorder && !narrowed;

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
        <ChoiceSelect
          label={list.filter.label}
          value={filter}
          choices={[{ value: 'all', label: 'All' }, ...list.filter.options]}
          onChange={setFilter}
          minW="44"
        />
      )}
    </Flex>
  );

  const moveInGroup = (item: Item, target: Item | undefined) => order.move(groupOf(item), item, target);
  const drag = useDragReorder<Item>(moveInGroup, (moving, target) => groupOf(target).some((other) => other.id === moving.id));
  const rowOrder: RowOrder<Item> | undefined = reorderable ? { move: moveInGroup, drag } : undefined;
  // The rows an item is ordered among: its group's (resume: its type's), or the whole list.
  const groupOf = (item: Item) => {
    const group = list.groups?.find((candidate) => candidate.filter(item));
    return group ? items.filter(group.filter) : items;
  };

  const rows = (group: readonly Item[]) =>
    group.length === 0 ? (
      <Text color="fg.muted">{narrowed ? 'Nothing matches this search and filter.' : texts.empty}</Text>
    ) : (
      <Stack as={list.reorder ? 'ol' : 'ul'} gap="3" listStyleType="none" aria-label={list.label}>
        {group.map((item, index) => (
          <ListRow
            key={item.id}
            {...props}
            onDelete={async (deleted) => {
              const result = await props.onDelete(deleted);
              if (result.ok) order.forget(deleted.id);
              return result;
            }}
            item={item}
            index={index}
            group={group}
            order={rowOrder}
          />
        ))}
      </Stack>
    );

  const orderBar = order.changed && (
    <Flex gap="3" align="center" wrap="wrap" bg="brand.subtle" p="3" rounded="md" mb="4">
      <Text flex="1">The order has changed and is not saved yet.</Text>
      <Button onClick={() => void order.saveOrder(props.report)} disabled={list.reorder?.pending}>
        {list.reorder?.pending ? 'Saving...' : 'Save Order'}
      </Button>
    </Flex>
  );
  const reorderHint = list.reorder && narrowed && (
    <Text color="fg.muted" fontSize="sm" mb="3">
      Clear the search and filter to change the order.
    </Text>
  );

  return (
    <AdminPage title={texts.heading} status={props.status} actions={newButton}>
      {props.aboveList?.(props.report)}
      {/* Each move is read out; the rows themselves only change places. */}
      <VisuallyHidden aria-live="polite">{order.announcement}</VisuallyHidden>
      {!loading && list.groups && orderBar}
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
          {orderBar}
          {reorderHint}
          {rows(shown)}
          {props.more && (
            <Stack gap="2" mt="4" align="flex-start">
              {narrowed && (
                <Text color="fg.muted" fontSize="sm">
                  The search and filter look through the {props.more.count} newest shown here; show older ones to look further.
                </Text>
              )}
              <Button variant="outline" onClick={props.more.showMore}>
                {texts.more ?? 'Show More'}
              </Button>
            </Stack>
          )}
        </AdminPanel>
      )}
    </AdminPage>
  );
}
