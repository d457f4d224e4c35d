// @vitest-environment node
/**
 * One badly shaped record never takes a public page down. Each content type gets a
 * malformed field or list item, as an owner's script, an old export or a future admin bug could
 * write it; every public page is rendered the way the render function renders it (the server entry,
 * reading through the declarations' parser, packages/model parsedReads) and answers 200 with the
 * rest of its content, and each problem is reported with its path.
 */
import { parsedReads, type RenderedPage } from '@portfolio/model';
import { renderPage } from '@/entry-server';
import { sampleState } from '@/data/memory/seed';
import { storedReads } from '@/testing/stored-reads';

type Docs = ReturnType<typeof sampleState>['docs'];

/** The sample site with a malformed field or list item in every content type. */
function malformedSite(): Docs {
  const docs = sampleState().docs;
  const set = (collection: string, id: string, change: (data: Record<string, unknown>) => void) => change(docs[collection]![id]!);
  set('projects', 'project-1', (p) => {
    p.technologies = [{ a: 1 }, 'Terraform'];
    p.features = [{}];
    p.challenges = 'not a list';
  });
  set('blog_posts', 'post-1', (p) => {
    p.previous_slugs = [null];
    p.category = { a: 1 };
  });
  set(
    'sections',
    'about',
    (s) => ((s.content as Record<string, unknown>).cards = [null, { title: 'Kept card', description: 'Still here', icon: 'Cloud' }]),
  );
  set('sections', 'hero', (s) => ((s.content as Record<string, unknown>).portrait_url = { url: 'x' }));
  set('sections', 'contact', (s) => ((s.content as Record<string, unknown>).social = null));
  set('site_settings', 'seo', (s) => ((s.settings as Record<string, unknown>).meta_keywords = [{}, 'DevOps']));
  set('site_settings', 'theme', (s) => ((s.settings as Record<string, unknown>).primary_color = 'red; background: url(x)'));
  set('skills', 'skill-1', (s) => (s.name = ['Docker']));
  set('resume_data', 'resume-1', (r) => (r.start_date = 'yesterday'));
  set('meta_data', 'resume_file', (m) => (m.value = { url: 7 }));
  return docs;
}

const PAGES: [string, string][] = [
  ['/', 'Kept card'],
  ['/projects', 'Multi-Region EKS Platform'],
  ['/projects/project-1', 'Terraform'],
  ['/blog', 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts'],
  ['/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts', 'Canary analysis'],
  ['/resume', 'Work Experience'],
];

describe('a malformed record in each content type', () => {
  const reported: string[] = [];
  const read = parsedReads(storedReads(malformedSite()), (path, problem) => reported.push(`${path}: ${problem}`));
  const rendered = new Map<string, RenderedPage>();
  const render = async (path: string) =>
    rendered.get(path) ?? rendered.set(path, await renderPage(`http://site.test${path}`, read)).get(path)!;

  for (const [path, text] of PAGES) {
    it(`leaves ${path} answering 200 with the rest of its content`, async () => {
      const page = await render(path);
      expect(page.status).toBe(200);
      expect(page.appHtml).toContain(text);
      expect(page.appHtml).not.toContain('[object Object]');
    });
  }

  it('reports each problem with the path of the record and field', async () => {
    for (const [path] of PAGES) await render(path);
    const paths = new Set(reported.map((line) => line.split(': ')[0]));
    expect([...paths].sort()).toEqual(
      expect.arrayContaining([
        'projects/project-1.technologies[0]',
        'projects/project-1.features[0]',
        'projects/project-1.challenges',
        'blog_posts/post-1.previous_slugs[0]',
        'blog_posts/post-1.category',
        'sections/about.content.cards[0]',
        'sections/hero.content.portrait_url',
        'sections/contact.content.social',
        'site_settings/seo.settings.meta_keywords[0]',
        'site_settings/theme.settings.primary_color',
        'skills/skill-1.name',
        'resume_data/resume-1.start_date',
        'meta_data/resume_file.value.url',
      ]),
    );
  });

  it('renders the well-formed parts of a malformed record: the project keeps its good technology', async () => {
    const page = await render('/projects/project-1');
    expect(page.item?.technologies).toEqual(['Terraform']);
    expect(page.settings.theme.primary_color).toBe('#0891b2');
  });
});
