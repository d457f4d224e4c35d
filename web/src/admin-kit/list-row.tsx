/** One row of a content type's list: thumbnail, title linking to the editor, badges, date, actions. */
import { Badge, Box, Center, Flex, IconButton, Image, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LuArrowDown, LuArrowUp, LuImage } from '@/admin-kit/icons';
import type { Status } from '@/lib/status';
import type { CollectionViewProps } from './collection-types';
import { DragGrip, type useDragReorder } from './drag-reorder';
import { RowActions } from './row-actions';

export type ListProps<Item extends { id: string }> = CollectionViewProps<Item> & {
  status: Status;
  report: (status: Status) => void;
};

export /** How a row of an owner-ordered list moves: by its buttons, or dragged onto another row of its group. */
interface RowOrder<Item> {
  move: (item: Item, target: Item | undefined) => void;
  drag: ReturnType<typeof useDragReorder<Item>>;
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

/** Up and down buttons: the keyboard's way to reorder (and a pointer's, besides dragging). */
function MoveButtons<Item>({
  title,
  item,
  index,
  group,
  order,
}: {
  title: string;
  item: Item;
  index: number;
  group: readonly Item[];
  order: RowOrder<Item>;
}) {
  return (
    <>
      <IconButton
        aria-label={`Move ${title} up`}
        variant="ghost"
        size="sm"
        disabled={index === 0}
        onClick={() => order.move(item, group[index - 1])}
      >
        <LuArrowUp />
      </IconButton>
      <IconButton
        aria-label={`Move ${title} down`}
        variant="ghost"
        size="sm"
        disabled={index === group.length - 1}
        onClick={() => order.move(item, group[index + 1])}
      >
        <LuArrowDown />
      </IconButton>
    </>
  );
}

export function ListRow<Item extends { id: string }>({
  item,
  index,
  group,
  list,
  basePath,
  onDelete,
  deleting,
  report,
  order,
}: ListProps<Item> & { item: Item; index: number; group: readonly Item[]; order?: RowOrder<Item> }) {
  const navigate = useNavigate();
  const title = list.title(item);
  const editPath = `${basePath}/${encodeURIComponent(item.id)}`;
  const thumbnail = list.thumbnail?.(item);
  const date = list.date?.(item);
  const subtitle = list.subtitle?.(item);
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '4' }}
      _hover={{ bg: 'bg.subtle' }}
      data-dragging={order?.drag.dragging?.id === item.id || undefined}
      _dragging={{ opacity: 0.5 }}
      {...(order && { ...order.drag.source(item), ...order.drag.target(item), cursor: 'grab' })}
    >
      {/* On a phone the actions wrap under the text instead of squeezing it. */}
      <Flex gap="3" align="center" wrap="wrap">
        {order && <DragGrip aria-hidden />}
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
          {order && <MoveButtons title={title} item={item} index={index} group={group} order={order} />}
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
