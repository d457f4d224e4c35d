import { Button, Card, Heading, Text, VisuallyHidden } from '@chakra-ui/react';
import { PICTURE_SIZES, type PostSummary } from '@portfolio/model';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CardPicture } from '@/components/ui/content-image';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';

/**
 * A post in the blog list. 'Read More' also hands the post over, so it shows at once.
 * `sizes`: how wide the grid draws this card's picture. `first`: the list's first card (see CardPicture).
 */
export function PostCard({ post, sizes = PICTURE_SIZES.card, first = false }: { post: PostSummary; sizes?: string; first?: boolean }) {
  return (
    <Card.Root
      overflow="hidden"
      height="full"
      variant="outline"
      transition="transform 0.2s, box-shadow 0.2s"
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
      data-testid="post-card"
    >
      <CardPicture of="post" item={post} alt={`${post.title} cover`} sizes={sizes} first={first} />
      <Card.Body gap="3">
        <PostMeta post={post} />
        <Heading as="h2" size="lg">
          {post.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {post.excerpt}
        </Text>
        <TagLinks tags={post.tags} />
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="ghost" px="0" color="brand.fg">
          <RouterLink to={paths.post(post.slug)} state={{ post }}>
            {/* The post's title, read out but not shown, makes each link say where it goes. */}
            Read More <VisuallyHidden>about {post.title}</VisuallyHidden> <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
