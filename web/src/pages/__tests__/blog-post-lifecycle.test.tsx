import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';

const CURRENT = {
  slug: 'zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
  title: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts',
};

/** The sample content with the first post renamed once while public: its first slug kept. */
const renamed = () => {
  const state = sampleState();
  state.docs.blog_posts!['post-1'] = { ...state.docs.blog_posts!['post-1']!, previous_slugs: ['argo-rollouts-in-practice'] };
  state.docs.slugs!['argo-rollouts-in-practice'] = { post_id: 'post-1' };
  return state;
};

describe('Blog post page: earlier slugs', () => {
  it('takes an earlier slug of a renamed post to its current address, replacing the old one', async () => {
    const { router } = renderApp({ route: '/blog/argo-rollouts-in-practice', initial: renamed });
    expect(await screen.findByRole('heading', { level: 1, name: CURRENT.title })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${CURRENT.slug}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('still says the post is not found for a slug no published post ever had', async () => {
    renderApp({ route: '/blog/never-existed', initial: renamed });
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
  });

  it('does not lead to a draft through an earlier slug', async () => {
    const initial = () => {
      const state = renamed();
      state.docs.blog_posts!['post-1'] = { ...state.docs.blog_posts!['post-1']!, published: false };
      return state;
    };
    renderApp({ route: '/blog/argo-rollouts-in-practice', initial });
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
  });
});

describe('the public post: when it was published', () => {
  it('shows the first publication date, not the creation date', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.blog_posts!['post-1'] = {
        ...state.docs.blog_posts!['post-1']!,
        created_at: '2026-02-01T12:00:00.000Z',
        published_at: '2026-03-04T12:00:00.000Z',
      };
      return state;
    };
    renderApp({ route: '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts', initial });
    const date = await screen.findByText('March 4, 2026');
    expect(date.closest('time')).toHaveAttribute('dateTime', '2026-03-04T12:00:00.000Z');
    expect(date.closest('span')).toHaveTextContent('Published March 4, 2026');
  });
});
