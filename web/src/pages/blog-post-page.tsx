import { postPageInfo, visitorMayRead, PICTURE_SIZES, postPicture, type PostSummary } from '@portfolio/model';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageColumn } from '@/components/layout/page-column';
import { BackLink } from '@/components/ui/back-link';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import type { Doc } from '@/data/port';
import { usePublishedPost } from '@/features/blog/api/use-posts';
import { ContentImage } from '@/components/ui/content-image';
import { PostByline } from '@/features/blog/components/post-byline';
import { PostLayout, PostOutline } from '@/features/blog/components/post-layout';
import { PostMeta } from '@/features/blog/components/post-meta';
import { PostNeighbours } from '@/features/blog/components/post-neighbours';
import { ShareButton } from '@/features/blog/components/share-button';
import { TagLinks } from '@/features/blog/components/tag-links';
import { SubscribeForm } from '@/features/newsletter/components/subscribe-form';
import { OUTLINE_MIN_SECTIONS, outlineOf } from '@/components/markdown/outline';
import { PageMarkdown } from '@/components/markdown/page-markdown';
import { MovedTo, useServerReport } from '@/lib/server-report';
import { usePageMeta } from './use-page-meta';

export const POST_NOT_FOUND = 'Blog post not found';
export const POST_LOAD_ERROR = 'Failed to load blog post';

const BackToBlog = () => <BackLink to={paths.blog}>Back to Blog</BackLink>;

/** What the served page reports: the post, nothing while it redirects to a renamed post, or not found. */
function serverReportOf(post: Doc<'blog_posts'> | null | undefined, movedTo: string | null) {
  if (post) return { item: post };
  return movedTo ? {} : { status: 404 };
}

/** A post by its slug; only published posts; the post handed over by the list shows at once. */
export function BlogPostPage() {
  const { slug } = useParams();
  // A card hands over its post's summary (no body): the title, picture and meta show at once.
  const handedOver = (useLocation().state as { post?: PostSummary } | null)?.post;
  const live = usePublishedPost(slug);
  // The live read is the truth (an unpublished post disappears); the handed-over copy only bridges the first load.
  const post: Doc<'blog_posts'> | PostSummary | null =
    live.loading && handedOver && handedOver.slug === slug && visitorMayRead('blog_posts', handedOver) ? handedOver : live.data;
  usePageMeta(post ? postPageInfo(post) : {});
  const movedTo = !post && live.movedTo && live.movedTo !== slug ? paths.post(live.movedTo) : null;
  // The server has no handed-over post: what it reports is the live read.
  useServerReport(serverReportOf(live.data, movedTo));

  if (!slug) return <Navigate to={paths.blog} replace />;
  // An earlier slug of a renamed post: on to its current address, replacing the old one in history.
  if (movedTo) return <MovedTo to={movedTo} />;
  if (!post && live.loading) return <PageSpinner label="Loading blog post" />;
  if (!post) {
    const message =
      live.error && live.error.code !== 'not-found' && live.error.code !== 'permission-denied' ? POST_LOAD_ERROR : POST_NOT_FOUND;
    return (
      <PageColumn measure="3xl" py="24">
        <Stack gap="6" align="flex-start">
          <Heading as="h1" size="2xl">
            {message}
          </Heading>
          <Text color="fg.muted">
            {message === POST_NOT_FOUND ? 'It may have been moved or unpublished.' : 'Please try again in a moment.'}
          </Text>
          <BackToBlog />
        </Stack>
      </PageColumn>
    );
  }
  const outline = 'content' in post ? outlineOf(post.content) : [];
  return (
    <PostLayout
      head={
        <Stack gap="6" mb="8">
          <BackToBlog />
          <ContentImage
            item={postPicture(post)}
            alt={`${post.title} cover`}
            titleCard={{ title: post.title, eyebrow: post.category }}
            sizes={PICTURE_SIZES.post}
            rounded="2xl"
            borderWidth="1px"
            loading="eager"
          />
          <Stack gap="4" maxW="68ch" fontSize={{ base: 'md', md: 'lg' }} w="full" mx="auto">
            <Heading as="h1" size={{ base: '4xl', md: '5xl' }} fontWeight="bold">
              {post.title}
            </Heading>
            <PostMeta post={post} datePrefix="Published" />
          </Stack>
        </Stack>
      }
      outline={outline.length >= OUTLINE_MIN_SECTIONS ? <PostOutline entries={outline} /> : null}
      body={
        'content' in post ? (
          <PageMarkdown pictures={post.content_images}>{post.content}</PageMarkdown>
        ) : (
          <PageSpinner label="Loading blog post" />
        )
      }
      end={
        <Stack gap="6" mt="8">
          <Flex borderTopWidth="1px" pt="6" gap="4" justify="space-between" align="center" wrap="wrap">
            <TagLinks tags={post.tags} />
            <ShareButton title={post.title} text={post.excerpt} />
          </Flex>
          <SubscribeForm />
          <PostByline />
          <PostNeighbours post={post} />
        </Stack>
      }
    />
  );
}
