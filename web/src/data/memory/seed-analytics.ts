/** The sample visits of the demo and the component tests: two months of them, with goals and campaigns. */
import { rollupsFromEvents, type AnalyticsEvent } from '@portfolio/model';

const HOUR = 3_600_000;

const PAGES = [
  '/',
  '/',
  '/',
  '/projects',
  '/blog',
  '/resume',
  '/projects/project-1',
  '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
  '/blog/terraform-modules-that-scale',
];
const REFERRERS = ['', '', 'www.google.com', 'www.linkedin.com', 'github.com', 'news.ycombinator.com', 'duckduckgo.com'];
const CAMPAIGNS = ['', '', '', '', 'acme-2026', 'globex-platform-team', 'kubecon-talk'];

/** The owner's tracked links, whose slugs are the sample's campaigns. */
export const SAMPLE_TRACKED_LINKS = {
  'link-1': { name: 'Acme application', slug: 'acme-2026', target: '/projects' },
  'link-2': { name: 'Globex platform team', slug: 'globex-platform-team', target: '/' },
  'link-3': { name: 'KubeCon talk slides', slug: 'kubecon-talk', target: '/blog' },
};
const COUNTRIES = ['DE', 'DE', 'US', 'GB', 'FR', 'NL', 'SE', ''];
const TARGETS = [
  { place: 'github', target: 'github.com' },
  { place: 'linkedin', target: 'linkedin.com' },
  { place: 'demo', target: 'demo.example.com' },
] as const;

/**
 * About 700 events over the last 60 days from a fixed pseudo-random sequence, busier lately: visits of
 * one to four pages, some reaching a goal (an outbound click, a resume download, a message, a search).
 */
export function sampleEvents(now: number): AnalyticsEvent[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const events: AnalyticsEvent[] = [];
  for (let v = 0; v < 260; v += 1) {
    const hoursAgo = next() < 0.55 ? next() * 30 * 24 : 30 * 24 + next() * 29 * 24;
    const visit = {
      referrer: pick(REFERRERS),
      visitor: `demo-${Math.floor(next() * 400).toString(36)}`,
      country: pick(COUNTRIES),
      ...(() => {
        const campaign = pick(CAMPAIGNS);
        return campaign ? { campaign, source: 'tracked-link' } : {};
      })(),
    };
    let at = now - hoursAgo * HOUR;
    const pages = 1 + Math.floor(next() * 4);
    for (let p = 0; p < pages; p += 1) {
      events.push({
        event_type: 'page_view',
        page_path: pick(PAGES),
        created_at: new Date(at).toISOString(),
        ...visit,
        ...(p === 0 ? { entry: true } : {}),
      });
      at += 40_000;
    }
    const reached: string[] = [];
    for (const [goal, chance] of [
      ['outbound', 0.2],
      ['resume', 0.12],
      ['message', 0.05],
      ['search', 0.08],
    ] as const) {
      if (next() >= chance) continue;
      const where = goal === 'outbound' ? pick(TARGETS) : {};
      events.push({
        event_type: 'goal',
        goal,
        page_path: goal === 'resume' ? '/resume' : '/',
        created_at: new Date(at).toISOString(),
        ...visit,
        ...where,
        first_of_kind: true,
        first_of_visit: reached.length === 0,
      });
      reached.push(goal);
      at += 30_000;
    }
  }
  return events.filter((e) => Date.parse(e.created_at) <= now).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The rollups of those events, as the rollup function writes them (the visitor hashes kept apart, not here). */
export function sampleRollups(events: AnalyticsEvent[], granularity: 'hour' | 'day'): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    [...rollupsFromEvents(events, granularity)].map(([id, { visitors: _visitors, ...rollup }]) => [id, rollup as Record<string, unknown>]),
  );
}
