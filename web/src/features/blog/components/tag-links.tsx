import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A post's tags, each a link to its page (/blog/tag/<tag>, served, works without script). */
export function TagLinks({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <HStack as="ul" aria-label="Tags" gap="2" flexWrap="wrap" listStyleType="none" fontSize="sm">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            asChild
            color="brand.fg"
            rounded="sm"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
            aria-label={`Posts tagged ${tag}`}
          >
            <RouterLink to={paths.tag(tag)}>#{tag}</RouterLink>
          </Link>
        </li>
      ))}
    </HStack>
  );
}
