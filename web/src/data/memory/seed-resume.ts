import type { ResumeEntry, Skill } from '@portfolio/model';

const entry = (e: Partial<ResumeEntry> & Pick<ResumeEntry, 'type' | 'title' | 'organization'>): ResumeEntry => ({
  description: '',
  start_date: null,
  end_date: null,
  image_url: '',
  url: '',
  sort_order: 0,
  ...e,
});

export const SAMPLE_RESUME: ResumeEntry[] = [
  entry({
    type: 'experience',
    title: 'Senior DevOps Engineer',
    organization: 'Northwind Cloud',
    description:
      '- Lead the platform team running **12 EKS clusters** for 40 product teams\n- Cut deployment lead time from days to 15 minutes with GitOps\n- Reduced cloud spend by 28% with rightsizing and Savings Plans',
    start_date: '2022-03-01',
    end_date: null,
    url: 'https://northwind.example.com',
    sort_order: 0,
  }),
  entry({
    type: 'experience',
    title: 'Site Reliability Engineer',
    organization: 'Contoso Payments',
    description:
      '- Introduced SLOs and error budgets across 25 services\n- Built the Terraform module registry\n- Ran the on-call rotation and incident reviews',
    start_date: '2019-06-01',
    end_date: '2022-02-28',
    sort_order: 1,
  }),
  entry({
    type: 'experience',
    title: 'Systems Engineer',
    organization: 'Fabrikam Hosting',
    description: '- Automated server builds with Ansible\n- Migrated 300 VMs to AWS',
    start_date: '2017-01-01',
    end_date: '2019-05-31',
    sort_order: 2,
  }),
  entry({
    type: 'certification',
    title: 'AWS Certified Solutions Architect – Professional',
    organization: 'Amazon Web Services',
    start_date: '2023-04-12',
    image_url: '/sample/badges/aws-sa-pro.svg',
    url: 'https://www.credly.com/badges/example-aws-sa-pro',
    sort_order: 0,
  }),
  entry({
    type: 'certification',
    title: 'Certified Kubernetes Administrator (CKA)',
    organization: 'The Linux Foundation',
    start_date: '2022-09-20',
    image_url: '/sample/badges/cka.svg',
    url: 'https://www.credly.com/badges/example-cka',
    sort_order: 1,
  }),
  entry({
    type: 'certification',
    title: 'HashiCorp Certified: Terraform Associate',
    organization: 'HashiCorp',
    start_date: '2021-11-02',
    image_url: '/sample/badges/terraform-associate.svg',
    url: 'https://www.credly.com/badges/example-terraform',
    sort_order: 2,
  }),
  entry({
    type: 'education',
    title: 'BSc Computer Science',
    organization: 'University of Manchester',
    description: 'Distributed systems and networking. Final-year project on container scheduling.',
    start_date: '2013-09-01',
    end_date: '2016-07-01',
    sort_order: 0,
  }),
];

const skill = (name: string, icon_ref: string, description: string, category: string, sort_order: number): Skill => ({
  name,
  icon_ref,
  description,
  category,
  sort_order,
});

export const SAMPLE_SKILLS: Skill[] = [
  skill('Kubernetes', 'kubernetes', 'EKS, GKE, operators and autoscaling', 'Platforms', 0),
  skill('Terraform', 'terraform', 'Modules, state management, policy as code', 'IaC', 1),
  skill('Docker', 'docker', 'Lean, reproducible, signed images', 'Platforms', 2),
  skill('Google Cloud', 'googlecloud', 'GKE, Cloud Run, IAM and networking', 'Cloud', 3),
  skill('GitHub Actions', 'githubactions', 'Reusable workflows and secure pipelines', 'CI/CD', 4),
  skill('Argo CD', 'argo', 'GitOps delivery and progressive rollouts', 'CI/CD', 5),
  skill('Prometheus', 'prometheus', 'Metrics, alerting and SLOs', 'Observability', 6),
  skill('Grafana', 'grafana', 'Dashboards for humans', 'Observability', 7),
  skill('Ansible', 'ansible', 'Configuration management at scale', 'IaC', 8),
  skill('Python', 'python', 'Automation, tooling and Lambda functions', 'Languages', 9),
  skill('Go', 'go', 'CLIs, operators and Terratest', 'Languages', 10),
  skill('Linux', 'linux', 'Performance tuning and troubleshooting', 'Platforms', 11),
];
