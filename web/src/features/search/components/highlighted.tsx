import { chakra } from '@chakra-ui/react';
import { highlightParts } from '@portfolio/model';

/** `text` with the words a search matched marked (<mark>, read out as usual by screen readers). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.mark ? (
          <chakra.mark key={i} bg="brand.muted" color="fg" fontWeight="semibold" rounded="xs" px="0.5" mx="-0.5">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
