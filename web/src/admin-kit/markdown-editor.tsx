import { Box, Field, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useId, type ComponentProps } from 'react';
import { LazyMarkdown } from '@/lib/markdown/lazy-markdown';

interface MarkdownEditorProps extends Omit<ComponentProps<typeof Textarea>, 'value'> {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
}

/**
 * Source and preview share one fixed height: a preview that grew as its Markdown loaded moved
 * everything below it while the owner was about to click it (the Published box was missed that way).
 */
const WRITING_HEIGHT = { base: 'sm', lg: 'lg' };

/**
 * Markdown source beside a live preview drawn by the public site's own renderer, so what the
 * owner sees here is what visitors will see.
 */
export function MarkdownEditor({ label, value, error, required, ...textarea }: MarkdownEditorProps) {
  const previewId = useId();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Textarea h={WRITING_HEIGHT} resize="vertical" fontFamily="mono" fontSize="sm" value={value} {...textarea} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5" id={previewId}>
          Preview
        </Text>
        <Box
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
          {value.trim() ? <LazyMarkdown>{value}</LazyMarkdown> : <Text color="fg.muted">Nothing to preview yet.</Text>}
        </Box>
      </Box>
    </SimpleGrid>
  );
}
