/**
 * Tags as chips: typed and added with Enter or a comma (or by leaving the field), each removed by
 * its × or by Backspace in the empty input (once to select the last chip, again to remove it). The
 * form keeps them as one comma-separated text, as it keeps every tags field (form-values.ts).
 */
import { Button, Field, Flex, TagsInput, Text } from '@chakra-ui/react';
import { commaList, slugify } from '@portfolio/model';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { asText, type ControlProps } from './control-props';

/** A tag already in use elsewhere, offered while typing, with how many items carry it. */
export interface TagInUse {
  tag: string;
  count: number;
}

const SUGGESTED = 10;

/** The chips a typed text holds: each a slug, each once. */
export const chipsOf = (typed: string): string[] => [...new Set(commaList(typed).map(slugify).filter(Boolean))];

export function TagChips({
  name,
  field,
  label,
  required,
  error,
  form,
  rules,
  afterChange,
  inUse = [],
  noun = 'post',
}: ControlProps & { inUse?: readonly TagInUse[]; noun?: string }) {
  // The word being typed narrows the tags offered to those starting with it.
  const [typed, setTyped] = useState('');
  const partial = slugify(typed);
  return (
    <Controller
      control={form.control}
      name={name}
      rules={rules}
      render={({ field: input }) => {
        const chips = chipsOf(asText(input.value));
        const set = (next: readonly string[]) => {
          input.onChange(chipsOf(next.join(',')).join(', '));
          afterChange();
        };
        const offered = inUse.filter(({ tag }) => !chips.includes(tag) && tag.startsWith(partial)).slice(0, SUGGESTED);
        return (
          <Field.Root invalid={Boolean(error)} required={required}>
            <TagsInput.Root
              value={chips}
              onValueChange={(e) => set(e.value)}
              inputValue={typed}
              onInputValueChange={(e) => setTyped(e.inputValue)}
              blurBehavior="add"
              addOnPaste
              w="full"
            >
              <TagsInput.Label>
                {label}
                {required && <Field.RequiredIndicator />}
              </TagsInput.Label>
              <TagsInput.Control>
                {chips.map((tag, index) => (
                  <TagsInput.Item key={tag} index={index} value={tag}>
                    <TagsInput.ItemPreview>
                      <TagsInput.ItemText>{tag}</TagsInput.ItemText>
                      <TagsInput.ItemDeleteTrigger aria-label={`Remove ${tag}`} />
                    </TagsInput.ItemPreview>
                  </TagsInput.Item>
                ))}
                <TagsInput.Input ref={input.ref} name={name} onBlur={input.onBlur} placeholder="Add a tag" />
              </TagsInput.Control>
              <TagsInput.HiddenInput />
            </TagsInput.Root>
            {offered.length > 0 && (
              <Flex gap="2" wrap="wrap" align="center" mt="1" role="group" aria-label={`In use on ${noun}s`}>
                <Text fontSize="sm" color="fg.muted">
                  In use:
                </Text>
                {offered.map(({ tag, count }) => (
                  // The name read out is the text shown ("kubernetes 2"); the title says what the number is.
                  <Button
                    key={tag}
                    size="xs"
                    variant="outline"
                    // The input keeps focus: leaving it would add the word half typed as a chip too.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      set([...chips.filter((chip) => chip !== partial), tag]);
                      setTyped('');
                      form.setFocus(name);
                    }}
                    title={`On ${count} ${count === 1 ? noun : `${noun}s`}`}
                  >
                    {tag}{' '}
                    <Text as="span" color="fg.muted">
                      {count}
                    </Text>
                  </Button>
                ))}
              </Flex>
            )}
            {field.hint && !error && <Field.HelperText>{field.hint}</Field.HelperText>}
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        );
      }}
    />
  );
}
