/**
 * The sample content (the demo, the tests, the emulators' seed) is checked against the content
 * types' declarations, as any owner's write is: a sample that the security rules would refuse, or a
 * field added to a declaration and not to the samples, fails here rather than on a stack.
 */
import { checkDoc, COLLECTION_DECLARATIONS, type CollectionName } from '@portfolio/model';
import { sampleState } from '../seed';

describe('sample content', () => {
  it('has only documents its collections declare, each one as declared', () => {
    const problems: string[] = [];
    const docs = Object.entries(sampleState().docs) as [CollectionName, Record<string, Record<string, unknown>>][];
    for (const [collection, byId] of docs) {
      for (const [id, data] of Object.entries(byId)) {
        const type = COLLECTION_DECLARATIONS[collection].docType(id);
        if (!type) problems.push(`${collection}/${id}: no such document is declared`);
        else checkDoc(type, data, `${collection}/${id}`, (path, problem) => problems.push(`${path}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    expect(docs.map(([collection]) => collection)).toEqual(expect.arrayContaining(['projects', 'blog_posts', 'sections', 'site_settings']));
  });
});
