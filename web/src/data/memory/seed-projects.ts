import { newProject, technologyKeys, type Project } from '@portfolio/model';

const base = (p: Partial<Project> & Pick<Project, 'title' | 'description'>): Project => {
  const project = { ...newProject(), ...p };
  return { ...project, technology_keys: technologyKeys(project.technologies) };
};

export const SAMPLE_PROJECTS: Project[] = [
  base({
    title: 'Multi-Region EKS Platform',
    description:
      'A self-service Kubernetes platform on AWS EKS spanning two regions, with GitOps deploys, autoscaling and per-team cost reports for 40 product teams.',
    long_description:
      "## Overview\n\nThe platform gives every product team a namespace, a pipeline and dashboards within minutes of asking. Clusters in **eu-west-1** and **us-east-1** run active-active behind Route 53 latency routing.\n\n## How it works\n\n1. Terraform builds the VPCs, EKS clusters and IAM roles for service accounts.\n2. Argo CD syncs each team's Helm releases from Git.\n3. Karpenter provisions right-sized nodes; Kubecost reports spend per namespace.\n\n```yaml\napiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: payments\nspec:\n  syncPolicy:\n    automated: { prune: true, selfHeal: true }\n```\n\nRead more in the [Argo CD documentation](https://argo-cd.readthedocs.io/).",
    image_url: '/sample/projects/eks-platform.svg',
    image_alt: 'Drawing of one Kubernetes cluster spread over two cloud regions',
    github_url: 'https://github.com/alexmorgan-devops/eks-platform',
    live_url: 'https://platform.example.com',
    technologies: ['AWS', 'EKS', 'Terraform', 'Argo CD', 'Karpenter', 'Helm'],
    features: ['Namespaces and pipelines on request in under 10 minutes', 'Active-active across two regions', 'Per-team cost reports'],
    challenges: ['Cluster upgrades without downtime for 40 teams', 'Cross-region state for stateful workloads'],
    solutions: ['Blue/green node groups with PodDisruptionBudgets', 'Aurora Global Database with regional read replicas'],
    sort_order: 0,
    is_featured: true,
  }),
  base({
    title: 'Terraform Module Registry',
    description:
      'An internal registry of 60 tested Terraform modules with semantic versioning, automated docs and policy checks that cut new-service setup from days to an hour.',
    long_description:
      '## Why\n\nEvery team wrote its own VPC and RDS code. The registry replaced that with **reviewed, versioned modules**.\n\n- Terratest suites run on every pull request\n- `terraform-docs` generates the README of each module\n- OPA policies block public buckets and untagged resources\n\n![Module dependency graph](/sample/blog/terraform.svg)',
    image_url: '/sample/projects/terraform-registry.svg',
    image_alt: 'Drawing of Terraform modules stacked by version',
    github_url: 'https://github.com/alexmorgan-devops/terraform-modules',
    technologies: ['Terraform', 'Go', 'Terratest', 'OPA', 'GitHub Actions'],
    features: ['60 modules with tests and docs', 'Policy checks in CI', 'Automatic changelogs'],
    challenges: ['Breaking changes rippling into dozens of stacks'],
    solutions: ['Semantic versioning with Renovate upgrade pull requests'],
    sort_order: 1,
    is_featured: true,
  }),
  base({
    title: 'Observability Stack',
    description:
      'Prometheus, Grafana, Loki and Tempo wired together with SLO-based alerting, so on-call engineers are paged for user pain rather than for CPU graphs.',
    long_description:
      '## Service level objectives first\n\nAlerts fire on **burn rate** of error budgets, not on raw thresholds. Each service ships its SLOs as code next to its Helm chart.\n\n| Signal | Tool |\n| --- | --- |\n| Metrics | Prometheus + Thanos |\n| Logs | Loki |\n| Traces | Tempo |',
    image_url: '/sample/projects/observability.svg',
    image_alt: 'Drawing of a monitoring dashboard with graphs and an alert',
    github_url: 'https://github.com/alexmorgan-devops/observability-stack',
    live_url: 'https://grafana.example.com',
    technologies: ['Prometheus', 'Grafana', 'Loki', 'Tempo', 'OpenTelemetry'],
    features: ['SLO dashboards per service', 'Multi-window burn-rate alerts', 'Trace-to-log correlation'],
    challenges: ['Alert fatigue: 300 pages a month'],
    solutions: ['SLO burn-rate alerts cut pages by 80%'],
    sort_order: 2,
    is_featured: true,
  }),
  base({
    title: 'CI/CD Pipeline Templates',
    description:
      'Reusable GitHub Actions workflows for build, test, scan and deploy, used by 120 repositories, with signed images and SBOMs for every release.',
    long_description:
      '## Supply-chain security built in\n\nEvery image is built once, scanned with Trivy, signed with **cosign** and promoted between environments by digest.\n\n```bash\ncosign verify --key cosign.pub registry.example.com/app@sha256:...\n```',
    image_url: '/sample/projects/cicd-templates.svg',
    image_alt: 'Drawing of a pipeline: build, scan, sign and deploy stages',
    github_url: 'https://github.com/alexmorgan-devops/pipeline-templates',
    technologies: ['GitHub Actions', 'Docker', 'Trivy', 'cosign', 'SBOM'],
    features: ['Build once, promote by digest', 'Signed images and SBOMs'],
    sort_order: 3,
  }),
  base({
    title: 'Serverless Cost Explorer',
    description:
      'A small serverless app that pulls daily AWS Cost and Usage Reports, spots anomalies and posts a friendly summary to Slack every morning.',
    image_url: '',
    github_url: 'https://github.com/alexmorgan-devops/cost-explorer',
    technologies: ['AWS Lambda', 'Athena', 'Python', 'Slack API'],
    sort_order: 4,
  }),
  base({
    title: 'Legacy Jenkins Migration',
    description: 'Moved 200 Jenkins jobs to GitHub Actions. Archived: kept for reference only.',
    technologies: ['Jenkins', 'Groovy', 'GitHub Actions'],
    sort_order: 5,
    status: 'archived',
  }),
];
