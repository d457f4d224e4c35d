import type { BlogPostFields } from '@portfolio/model';

type SamplePost = Omit<BlogPostFields, 'publish_at'>;

export const SAMPLE_POSTS: SamplePost[] = [
  {
    slug: 'zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
    title: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts',
    excerpt:
      'Rolling updates are not enough when a bad release can take checkout down. Here is how canary analysis with Argo Rollouts and Prometheus made our deploys boring.',
    category: 'Kubernetes',
    image_url: '/sample/blog/argo-rollouts.svg',
    image_alt: 'Drawing of traffic split between a stable release and a canary',
    tags: ['kubernetes', 'argo-rollouts', 'progressive-delivery'],
    published: true,
    content: `## Why rolling updates were not enough

A Kubernetes \`Deployment\` replaces pods gradually, but it has no idea whether the new version is *healthy for users*. Twice last year a release passed readiness probes and still broke checkout.

## Canary analysis

With [Argo Rollouts](https://argoproj.github.io/rollouts/) a release takes 10% of traffic first, and an \`AnalysisTemplate\` asks Prometheus whether the error rate stayed under budget:

\`\`\`yaml
apiVersion: argoproj.io/v1alpha1
kind: AnalysisTemplate
metadata:
  name: error-rate
spec:
  metrics:
    - name: error-rate
      interval: 1m
      successCondition: result[0] < 0.01
      provider:
        prometheus:
          query: |
            sum(rate(http_requests_total{status=~"5.."}[2m]))
            / sum(rate(http_requests_total[2m]))
\`\`\`

## What we learned

1. Start with **one** metric that users feel: error rate.
2. Keep the canary step long enough to see real traffic (we use 5 minutes).
3. Make aborting automatic; humans are slow at 3 a.m.

![Canary traffic shifting from 10% to 100% in four steps](/sample/blog/canary-steps.svg)

> Since the switch, 4 bad releases were rolled back automatically and no customer noticed.
`,
  },
  {
    slug: 'terraform-modules-that-scale',
    title: 'Terraform Modules That Scale to 40 Teams',
    excerpt:
      'Versioned modules, Terratest and policy checks turned our copy-pasted infrastructure into a registry that teams trust. The rules we follow, with examples.',
    category: 'Infrastructure as Code',
    image_url: '/sample/blog/terraform.svg',
    image_alt: 'Drawing of a tree of Terraform modules shared by many teams',
    tags: ['terraform', 'platform-engineering', 'testing'],
    published: true,
    content: `## The problem with copy-paste

Forty teams, forty slightly different VPCs. Every security fix had to be made forty times.

## Rules for a good module

- **One purpose.** A module creates a VPC *or* a database, never both.
- **Few inputs, safe defaults.** Encryption on, public access off.
- **Outputs for everything a caller needs.**
- **Tests.** Every module has a Terratest suite that applies it in a sandbox account.

\`\`\`hcl
module "network" {
  source  = "registry.example.com/platform/vpc/aws"
  version = "~> 4.2"

  name       = "payments"
  cidr_block = "10.20.0.0/16"
}
\`\`\`

## Versioning

We follow [semantic versioning](https://semver.org/) and let Renovate open upgrade pull requests. A breaking change means a major version and a migration note.
`,
  },
  {
    slug: 'slo-alerting-that-wakes-you-for-the-right-reasons',
    title: 'SLO Alerting That Wakes You for the Right Reasons',
    excerpt:
      'We went from 300 pages a month to 60 by alerting on error-budget burn rate instead of CPU and memory thresholds. A practical guide with PromQL.',
    category: 'Observability',
    image_url: '/sample/blog/slo.svg',
    image_alt: 'Drawing of an error budget burning down over a month',
    tags: ['observability', 'prometheus', 'kubernetes'],
    published: true,
    content: `## Alert on symptoms, not causes

High CPU is not a problem by itself. Users getting errors is.

### Multi-window burn rate

Page when the budget burns fast over both a long and a short window:

\`\`\`promql
(
  job:slo_errors_per_request:ratio_rate1h > (14.4 * 0.001)
and
  job:slo_errors_per_request:ratio_rate5m > (14.4 * 0.001)
)
\`\`\`

See the [Google SRE workbook](https://sre.google/workbook/alerting-on-slos/) for the maths.

## Results

| Month | Pages |
| --- | --- |
| January | 300 |
| June | 60 |
`,
  },
  {
    slug: 'hardening-github-actions',
    title: 'Hardening GitHub Actions: OIDC, Pinned Actions and Least Privilege',
    excerpt:
      'Long-lived cloud keys in CI secrets are a breach waiting to happen. How we moved every pipeline to OIDC federation and locked down workflow permissions.',
    category: 'CI/CD',
    image_url: '/sample/blog/github-actions.svg',
    image_alt: 'Drawing of a workflow running behind a shield',
    tags: ['github-actions', 'security', 'ci-cd'],
    published: true,
    content: `## Drop the static keys

GitHub's OIDC provider lets a workflow assume a cloud role for exactly one job:

\`\`\`yaml
permissions:
  id-token: write
  contents: read
steps:
  - uses: aws-actions/configure-aws-credentials@v4
    with:
      role-to-assume: arn:aws:iam::123456789012:role/deploy
      aws-region: eu-west-1
\`\`\`

## Checklist

- [x] Default \`permissions: read-all\` at the top of every workflow
- [x] Third-party actions pinned to a commit SHA
- [ ] Environment protection rules on production
`,
  },
  {
    slug: 'platform-engineering-roadmap-2027',
    title: 'Our Platform Engineering Roadmap for 2027',
    excerpt: 'Draft: internal developer portal, ephemeral environments and a cost dashboard per team.',
    category: 'Platform Engineering',
    image_url: '',
    tags: ['platform-engineering'],
    published: false,
    content: `## Draft

- Backstage as the developer portal
- Ephemeral preview environments per pull request
- Cost per team, per day
`,
  },
  {
    slug: 'cutting-ci-time-in-half-with-remote-build-caches',
    title: 'Cutting CI Time in Half with Remote Build Caches',
    excerpt:
      'Our monorepo pipeline took 38 minutes. A shared build cache, test sharding and a few boring fixes brought it to 17 without new hardware.',
    category: 'CI/CD',
    image_url: '',
    tags: ['build-caches', 'monorepo'],
    published: true,
    content: `## Where the time went

We traced a week of pipeline runs before changing anything: 60% of the time was compiling code that had not changed.

## What we changed

1. A remote cache keyed by the lockfile and the source tree's hash.
2. Tests split into 8 shards by their recorded durations, not by file count.
3. Docker layers ordered from the least to the most often changed.

\`\`\`bash
# Restore the cache before the build; a miss costs nothing but the lookup
cache restore "build-$(sha256sum package-lock.json | cut -c1-16)" || true
\`\`\`

The median run is now 17 minutes, and the slowest shard sets the pace, so we watch that one.
`,
  },
  {
    slug: 'secrets-without-long-lived-keys',
    title: 'Secrets Without Long-Lived Keys: OIDC from CI to the Cloud',
    excerpt:
      'Every static cloud key in our CI is gone. Workload identity federation gives each job short-lived credentials scoped to one repository.',
    category: 'Security',
    image_url: '',
    tags: ['oidc', 'cloud-identity'],
    published: true,
    content: `## The problem with static keys

A key stored in CI lives for years, is copied between projects and is rarely rotated.

## Federation instead

The CI provider signs a token for each job; the cloud trusts that issuer for one repository and one branch, and hands back credentials that expire within the hour.

![A CI job trading its signed token for cloud credentials that expire within the hour](/sample/blog/oidc-federation.svg)

- No secret to rotate
- An audit trail per job
- A stolen token is useless an hour later
`,
  },
  {
    slug: 'postmortems-people-read',
    title: 'Writing Postmortems People Actually Read',
    excerpt:
      'A one-page template, a timeline written as it happened and actions with owners: how our incident reviews stopped being filed and forgotten.',
    category: 'Reliability',
    image_url: '',
    tags: ['postmortems', 'incident-response'],
    published: true,
    content: `## Keep it to one page

Readers want three things: what users saw, why it happened and what changes now.

## A timeline, not a story

Write the timeline from the chat log while it is fresh, in UTC, one line per event.

## Actions with owners

An action without an owner and a date is a wish. We review open actions every Monday until each is done or consciously dropped.
`,
  },
];
