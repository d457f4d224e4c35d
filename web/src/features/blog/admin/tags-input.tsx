import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { slugify, tagsInUse } from '@portfolio/model';
import { useWatch } from 'react-hook-form';
import type { Control } from '@/admin-kit/field-controls';
import { FormField } from '@/components/ui/form-field';
import { useRecentPosts } from '../api/use-posts';

const SUGGESTED = 10;

/**
 * The tags input (typed comma-separated) with the tags already in use on other posts offered
 * below it, narrowed to those starting with the word being typed; choosing one completes that word. The
 * same spelling everywhere keeps a tag one page.
 */
export const TagsInput: Control = ({ name, field, label, required, error, form, rules, afterChange }) => {
  // The tags of the newest posts (the admin list's first page, the same query, so no second read).
  const inUse = tagsInUse(useRecentPosts().data);
  const typed = (useWatch({ control: form.control, name }) as string | undefined) ?? '';
  const parts = typed.split(',');
  const partial = slugify(parts.at(-1) ?? '');
  const chosen = new Set(parts.slice(0, -1).map(slugify).filter(Boolean));
  const offered = inUse
    .filter(({ tag }) => !chosen.has(tag) && tag !== partial && (partial === '' || tag.startsWith(partial)))
    .slice(0, SUGGESTED);
  const choose = (tag: string) => {
    const kept = parts
      .slice(0, -1)
      .map((part) => part.trim())
      .filter(Boolean);
    form.setValue(name, `${[...kept, tag].join(', ')}, `, { shouldDirty: true });
    form.setFocus(name);
  };
  return (
    <FormField label={label} required={required} error={error} helperText={field.hint}>
      <Input type="text" autoComplete="off" {...form.register(name, { ...rules, onChange: afterChange })} />
      {offered.length > 0 && (
        <Flex gap="2" wrap="wrap" align="center" mt="2" role="group" aria-label="In use on posts">
          <Text fontSize="sm" color="fg.muted">
            In use:
          </Text>
          {offered.map(({ tag, count }) => (
            // The name read out is the text shown ("kubernetes 2"); the title says what the number is.
            <Button
              key={tag}
              size="xs"
              variant="outline"
              onClick={() => choose(tag)}
              title={`On ${count} ${count === 1 ? 'post' : 'posts'}`}
            >
              {tag}{' '}
              <Text as="span" color="fg.muted">
                {count}
              </Text>
            </Button>
          ))}
        </Flex>
      )}
    </FormField>
  );
};
