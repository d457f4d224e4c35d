import { Box, Field, Flex, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ChangeEvent, type ClipboardEvent, type ComponentProps, type DragEvent } from 'react';
import { LuImagePlus } from '@/admin-kit/icons';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { FileButton } from './file-button';
import { PictureDialog } from './picture-dialog';
import { placedPictures, textStats } from './text-pictures';
import { UploadProgress } from './upload-progress';
import { useTextPictures, type PicturesBinding } from './use-text-pictures';

interface MarkdownEditorProps extends Omit<ComponentProps<typeof Textarea>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Pictures may be placed in this text (a post's body, a project's long description). */
  pictures?: PicturesBinding;
}

/**
 * Source and preview share one fixed height: a preview that grew as its Markdown loaded moved
 * everything below it while the owner was about to click it (the Published box was missed that way).
 */
const WRITING_HEIGHT = { base: 'sm', lg: 'lg' };

const imageFileOf = (files: FileList | undefined | null) => Array.from(files ?? []).find((file) => file.type.startsWith('image/'));

/**
 * Markdown source beside a live preview drawn by the public site's own renderer, so what the
 * owner sees here is what visitors will see. The preview follows the source as it scrolls; pictures
 * are placed from the toolbar, by dropping or by pasting one.
 */
export function MarkdownEditor({ label, value, onChange, onBlur, error, required, pictures, ...textarea }: MarkdownEditorProps) {
  const previewId = useId();
  const statsId = useId();
  const source = useRef<HTMLTextAreaElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  // After a picture is placed: the caret just after it, the text (and so the preview) scrolled to it.
  const caretAfterPlacing = useRef<number | null>(null);
  const placing = useTextPictures(
    value,
    (text, caret) => {
      caretAfterPlacing.current = caret;
      onChange(text);
    },
    pictures,
  );
  useEffect(() => {
    const caret = caretAfterPlacing.current;
    if (caret === null || !source.current) return;
    caretAfterPlacing.current = null;
    source.current.focus();
    source.current.setSelectionRange(caret, caret);
  }, [value]);
  const selection = () => ({ start: source.current?.selectionStart ?? value.length, end: source.current?.selectionEnd ?? value.length });
  const { words, minutes } = textStats(value);

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = imageFileOf(event.dataTransfer?.files);
    if (!pictures || !file) return;
    event.preventDefault();
    placing.choose(file, selection());
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = imageFileOf(event.clipboardData?.files);
    if (!pictures || !file) return;
    event.preventDefault();
    placing.choose(file, selection());
  };
  // The preview shows the same part of the text: scrolled to the same fraction of its height.
  const onScroll = () => {
    const from = source.current;
    const to = preview.current;
    if (!from || !to) return;
    const fraction = from.scrollTop / Math.max(1, from.scrollHeight - from.clientHeight);
    to.scrollTop = fraction * (to.scrollHeight - to.clientHeight);
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        {pictures && (
          <Flex gap="3" align="center" wrap="wrap" mb="1">
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
              label="Choose a picture for the text"
              disabled={placing.uploading}
              onFile={(file) => placing.choose(file, selection())}
            >
              <LuImagePlus aria-hidden />
              {placing.uploading ? 'Uploading...' : 'Insert Picture'}
            </FileButton>
            <Text fontSize="sm" color="fg.muted">
              {placing.making ? 'Making sizes for phones and wide screens…' : 'or drop or paste one into the text'}
            </Text>
          </Flex>
        )}
        <Textarea
          ref={source}
          h={WRITING_HEIGHT}
          resize="vertical"
          fontFamily="mono"
          fontSize="sm"
          value={value}
          aria-describedby={statsId}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onBlur={(event) => {
            // Sizes of pictures whose Markdown was deleted go with it.
            if (pictures && placedPictures(value, pictures.value).length !== pictures.value.length)
              pictures.onChange(placedPictures(value, pictures.value));
            onBlur?.(event);
          }}
          onDrop={onDrop}
          onPaste={onPaste}
          onScroll={onScroll}
          {...textarea}
        />
        <UploadProgress value={placing.progress} label="Picture upload progress" />
        <Text id={statsId} fontSize="sm" color="fg.muted">
          {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'} · {minutes} min read
        </Text>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5" id={previewId}>
          Preview
        </Text>
        <Box
          ref={preview}
          role="region"
          aria-labelledby={previewId}
          borderWidth="1px"
          rounded="md"
          p="4"
          h={WRITING_HEIGHT}
          overflowY="auto"
          bg="bg"
          // Code wraps in this narrow column: a sideways-scrolling block would need its own keyboard access.
          css={{ '& pre': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflowX: 'visible' } }}
        >
          {value.trim() ? (
            <LazyMarkdown pictures={pictures?.value}>{value}</LazyMarkdown>
          ) : (
            <Text color="fg.muted">Nothing to preview yet.</Text>
          )}
        </Box>
      </Box>
      {placing.watchers}
      <PictureDialog file={placing.chosen} onPlace={(alt) => void placing.place(alt)} onCancel={placing.cancel} />
    </SimpleGrid>
  );
}
