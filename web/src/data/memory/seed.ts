/**
 * Sample content for the demo and the tests: a cloud and DevOps engineer's site, with every
 * state a screen can show (a draft post, an inactive project, a current job, messages in each
 * status, three days of page views).
 */
import { COLLECTIONS } from '@portfolio/model';
import { SAMPLE_TRACKED_LINKS, sampleEvents, sampleRollups as rollups } from './seed-analytics';
import type { StoreState } from './store';
import { sampleSends, sampleSubscribers } from './seed-newsletter';
import { SAMPLE_POSTS } from './seed-posts';
import { SAMPLE_PROJECTS } from './seed-projects';
import { SAMPLE_RESUME, SAMPLE_SKILLS } from './seed-resume';

const HOUR = 3_600_000;

export function sampleState(now = Date.now()): StoreState {
  const iso = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const byId = <T>(prefix: string, items: T[]) =>
    Object.fromEntries(items.map((item, i) => [`${prefix}-${i + 1}`, item as Record<string, unknown>]));

  const events = sampleEvents(now);

  // A fresh copy each call: the sample lists are shared constants, and nobody may change those.
  return structuredClone({
    files: {},
    docs: {
      [COLLECTIONS.sections]: {
        hero: {
          content: {
            name: 'Alex Morgan',
            role: 'Cloud & DevOps Engineer',
            tagline: 'I build reliable cloud platforms, automate everything that moves, and help teams ship to production with confidence.',
            // A drawn portrait (DiceBear's "Notionists" by Zoish, CC0 1.0; credit in docs/design.md).
            portrait_url: '/sample/portrait.svg',
          },
        },
        about: {
          content: {
            title: 'About Me',
            content:
              'I am a cloud and DevOps engineer with eight years of experience running production systems on AWS and Google Cloud.\nI design platforms that let product teams deploy many times a day without paging anyone at night: infrastructure as code, GitOps, and observability that answers questions before they are asked.\nWhen I am not tuning a Kubernetes cluster, I write about what I learn and mentor engineers who are new to operations.',
            cards: [
              {
                title: 'Cloud Architecture',
                description: 'Multi-account AWS and GCP landing zones, networking and cost control.',
                icon: 'Cloud',
              },
              {
                title: 'Infrastructure as Code',
                description: 'Terraform modules, policy as code and reviewed, repeatable changes.',
                icon: 'Code2',
              },
              { title: 'CI/CD & GitOps', description: 'Pipelines and Argo CD rollouts that make deploys boring.', icon: 'Workflow' },
              { title: 'Developer Experience', description: 'Golden paths, docs and tooling that teams actually enjoy.', icon: 'Palette' },
            ],
          },
        },
        contact: {
          content: {
            email: 'alex.morgan@example.com',
            social: { github: 'https://github.com/alexmorgan-devops', linkedin: 'https://www.linkedin.com/in/alexmorgan-devops' },
            // What a real owner says beside the form (sample content that shows the site at its best).
            availability: 'Open to platform and DevOps contract work from January 2027',
            location: 'Berlin, Germany (CET)',
            response_time: 'Usually within one working day',
          },
        },
      },
      [COLLECTIONS.metaData]: {
        resume_file: { value: { url: '/sample/resume.pdf', filename: 'Alex-Morgan-Resume.pdf' } },
      },
      [COLLECTIONS.skills]: byId('skill', SAMPLE_SKILLS),
      [COLLECTIONS.projects]: byId('project', SAMPLE_PROJECTS),
      [COLLECTIONS.blogPosts]: Object.fromEntries(
        SAMPLE_POSTS.map((post, i) => {
          const created = iso(24 * (3 + i * 9));
          return [
            `post-${i + 1}`,
            { ...post, created_at: created, published_at: post.published ? created : null, publish_at: null, previous_slugs: [] },
          ];
        }),
      ),
      // Each post's slug, claimed (firestore.rules: a post's slug is unique, see publishing.ts).
      [COLLECTIONS.slugs]: Object.fromEntries(SAMPLE_POSTS.map((post, i) => [post.slug, { post_id: `post-${i + 1}` }])),
      [COLLECTIONS.resumeData]: byId('resume', SAMPLE_RESUME),
      [COLLECTIONS.contactMessages]: {
        'message-1': {
          name: 'Priya Shah',
          email: 'priya.shah@example.org',
          message:
            'Hi Alex, we are migrating our monolith to EKS next quarter and would love to talk about a short engagement. Are you available in March?',
          status: 'new',
          created_at: iso(5),
        },
        'message-2': {
          name: 'Tom Becker',
          email: 'tom.becker@example.net',
          message: 'Loved your post on zero-downtime deploys. Do you have the Helm chart from the demo somewhere public?',
          status: 'read',
          created_at: iso(30),
        },
        'message-3': {
          name: 'Recruiting Team',
          email: 'talent@example.com',
          message: 'We have an opening for a Staff SRE. Would you be open to a chat?',
          status: 'archived',
          created_at: iso(24 * 12),
        },
      },
      [COLLECTIONS.newsletterSubscribers]: sampleSubscribers(iso),
      [COLLECTIONS.newsletterSends]: sampleSends(iso, { id: 'post-1', title: SAMPLE_POSTS[0]!.title }),
      [COLLECTIONS.analyticsEvents]: Object.fromEntries(events.map((e, i) => [`event-${String(i).padStart(4, '0')}`, { ...e }])),
      [COLLECTIONS.analyticsHourly]: rollups(events, 'hour'),
      [COLLECTIONS.analyticsDaily]: rollups(events, 'day'),
      [COLLECTIONS.trackedLinks]: SAMPLE_TRACKED_LINKS,
      [COLLECTIONS.siteSettings]: {
        theme: { settings: { primary_color: '#0891b2', accent_color: '#9333ea', dark_mode_default: true } },
        seo: {
          settings: {
            site_title: 'Alex Morgan · Cloud & DevOps Engineer',
            site_description:
              'Portfolio, resume and blog of Alex Morgan, a cloud and DevOps engineer building reliable platforms on AWS, GCP and Kubernetes.',
            meta_keywords: ['DevOps', 'Cloud', 'Kubernetes', 'Terraform', 'AWS', 'SRE'],
          },
        },
        analytics: { settings: { google_analytics_id: '', enable_page_views: true, enable_event_tracking: true } },
        social: {
          settings: {
            github: 'https://github.com/alexmorgan-devops',
            linkedin: 'https://www.linkedin.com/in/alexmorgan-devops',
            twitter: 'https://twitter.com/alexmorgan_ops',
          },
        },
      },
    },
  });
}
