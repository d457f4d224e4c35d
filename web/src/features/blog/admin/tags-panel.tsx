import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { isPossibleTag, slugify, tagsInUse } from '@portfolio/model';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuPencil } from '@/admin-kit/icons';
import { AdminPanel } from '@/admin-kit/admin-page';
import { FormField } from '@/components/ui/form-field';
import type { Doc } from '@/data/port';
import type { Status } from '@/lib/status';
import { useRenameTag } from '../api/use-rename-tag';

const TAG_PROBLEM = 'A tag is lower-case letters and digits, words joined by hyphens, at most 40 characters.';

/** The form renaming one tag: what it becomes, and what that does when the new name is in use. */
function RenameTag({
  tag,
  inUse,
  onRename,
  onCancel,
  pending,
}: {
  tag: string;
  inUse: ReadonlyMap<string, number>;
  onRename: (to: string) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const [typed, setTyped] = useState(tag);
  const [problem, setProblem] = useState<string | null>(null);
  // The owner asked to rename this tag: the field takes the focus (the button that opened it is gone).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const to = slugify(typed);
  const merging = to !== tag && inUse.has(to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPossibleTag(to)) return setProblem(TAG_PROBLEM);
    if (to === tag) return onCancel();
    onRename(to);
  };
  return (
    <Stack as="form" onSubmit={submit} gap="2" w="full" aria-label={`Rename ${tag}`}>
      <FormField label={`New name for ${tag}`} error={problem ?? undefined}>
        <Input
          ref={field}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
        />
      </FormField>
      {merging && (
        <Text fontSize="sm" color="fg.muted">
          {to} is on {inUse.get(to)} {inUse.get(to) === 1 ? 'post' : 'posts'} already: the two tags become one.
        </Text>
      )}
      <Flex gap="2">
        <Button type="submit" size="sm" disabled={pending}>
          {merging ? 'Merge' : 'Rename'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * The tags of the blog (the Tags screen): each with how many posts carry it, renamed across
 * every post at once, or merged into another by renaming it to that one. The counts are of the posts
 * the list has loaded (the list reads a page at a time), and say so while older ones exist.
 */
export function TagsPanel({
  posts,
  complete,
  report,
}: {
  posts: readonly Doc<'blog_posts'>[];
  /** Every post is loaded: the counts are the blog's. */
  complete: boolean;
  report: (status: Status) => void;
}) {
  const rename = useRenameTag();
  const [editing, setEditing] = useState<string | null>(null);
  const tags = tagsInUse(posts);
  if (tags.length === 0) return null;
  const counts = new Map(tags.map(({ tag, count }) => [tag, count]));
  const run = async (from: string, to: string) => {
    const result = await rename.run(from, to);
    report(result.status);
    if (result.ok) setEditing(null);
  };
  return (
    <AdminPanel title="Tags in Use">
      {!complete && (
        <Text color="fg.muted" fontSize="sm">
          Counted on the {posts.length} newest posts; a rename reaches every post with the tag.
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Tags">
        {tags.map(({ tag, count }) => (
          <Flex as="li" key={tag} gap="3" align="center" wrap="wrap" borderBottomWidth="1px" pb="2">
            {editing === tag ? (
              <RenameTag
                tag={tag}
                inUse={counts}
                pending={rename.pending}
                onCancel={() => setEditing(null)}
                onRename={(to) => void run(tag, to)}
              />
            ) : (
              <>
                <Text fontWeight="medium">#{tag}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {count} {count === 1 ? 'post' : 'posts'}
                </Text>
                <Button size="xs" variant="ghost" ms="auto" onClick={() => setEditing(tag)} aria-label={`Rename ${tag}`}>
                  <LuPencil aria-hidden /> Rename
                </Button>
              </>
            )}
          </Flex>
        ))}
      </Stack>
    </AdminPanel>
  );
}
