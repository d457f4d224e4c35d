/**
 * The architecture's boundaries are lint rules (eslint.config.mjs). These tests write small probe
 * files where a newcomer might put a wrong import, lint them with the project's own configuration,
 * and check that each is refused with the boundary's reason. The probes are deleted afterwards.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor, probe } from './lint-probes';

describe('import boundaries', () => {
  it('refuses firebase/* in a component, with the reason', async () => {
    const file = probe(
      'web/src/components/ui/lint-probe-firebase.tsx',
      "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;\n",
    );
    const messages = await messagesFor(file);
    expect(messages.join('\n')).toContain('no-restricted-imports');
    expect(messages.join('\n')).toContain('Only the Firebase adapter (web/src/data/firebase) talks to the Firebase SDK');
  });

  it('refuses a synchronous child process in a test that talks to the emulators, with the reason', async () => {
    const file = probe(
      'e2e/lint-probe-sync-child.stack.test.ts',
      "import { spawnSync } from 'node:child_process';\nexport const probe = spawnSync;\n",
    );
    expect((await messagesFor(file)).join('\n')).toContain('a synchronous child freezes the test while servers close its connections');
  });

  it('refuses admin code in a public page, with the reason', async () => {
    const file = probe(
      'web/src/pages/lint-probe-admin.tsx',
      "import { AdminPage } from '@/admin-kit/admin-page';\nexport const probe = AdminPage;\n",
    );
    const messages = (await messagesFor(file)).join('\n');
    expect(messages).toContain('import/no-restricted-paths');
    expect(messages).toContain('Public pages never import admin code: visitors would download it.');
  });

  it('refuses a feature in a shared component, with the reason', async () => {
    const file = probe(
      'web/src/components/ui/lint-probe-feature.tsx',
      "import { PostRows } from '@/features/blog/components/post-rows';\nexport const probe = PostRows;\n",
    );
    const messages = (await messagesFor(file)).join('\n');
    expect(messages).toContain('import/no-restricted-paths');
    expect(messages).toContain('components/ holds the pieces every screen shares');
  });

  it('refuses react-icons/lu in admin code and lucide-react in public code, with the reason', async () => {
    const admin = probe(
      'web/src/features/blog/admin/lint-probe-icons.tsx',
      "import { LuPlus } from 'react-icons/lu';\nexport const probe = LuPlus;\n",
    );
    expect((await messagesFor(admin)).join('\n')).toContain('Admin code takes its icons from admin-kit/icons');
    const page = probe('web/src/pages/lint-probe-icons.tsx', "import { Plus } from 'lucide-react';\nexport const probe = Plus;\n");
    expect((await messagesFor(page)).join('\n')).toContain("lucide-react is the admin's icon set");
    // And the Firebase boundary still holds in admin code.
    const sdk = probe(
      'web/src/features/blog/admin/lint-probe-sdk.tsx',
      "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;\n",
    );
    expect((await messagesFor(sdk)).join('\n')).toContain('Only the Firebase adapter');
  });

  it('refuses the data port itself in a screen', async () => {
    const file = probe(
      'web/src/features/blog/components/lint-probe-port.tsx',
      "import { useDataPort } from '@/data/data-provider';\nexport const probe = useDataPort;\n",
    );
    expect((await messagesFor(file)).join('\n')).toContain('Screens reach data through a data hook');
  });

  it("refuses another feature's components inside a feature", async () => {
    const file = probe(
      'web/src/features/projects/components/lint-probe-feature.tsx',
      "import { PostRows } from '@/features/blog/components/post-rows';\nexport const probe = PostRows;\n",
    );
    expect((await messagesFor(file)).join('\n')).toContain('A feature uses another feature only through its api/ hooks');
  });

  it('refuses a component or the data layer in lib/, with the reason', async () => {
    const component = probe(
      'web/src/lib/lint-probe-component.ts',
      "import { PageMarkdown } from '@/components/markdown/page-markdown';\nexport const probe = PageMarkdown;\n",
    );
    expect((await messagesFor(component)).join('\n')).toContain('lib/ holds plain helpers every layer uses');
    const data = probe(
      'web/src/lib/lint-probe-data.ts',
      "import { useStartedFromServer } from '@/data/preload';\nexport const probe = useStartedFromServer;\n",
    );
    expect((await messagesFor(data)).join('\n')).toContain('lib/ holds plain helpers every layer uses');
  });

  it('refuses web/ code in the functions', async () => {
    const file = probe(
      'functions/src/lint-probe-web.ts',
      "import { paths } from '../../web/src/config/paths';\nexport const probe = paths;\n",
    );
    expect((await messagesFor(file)).join('\n')).toContain('The Cloud Functions never import the web app');
  });

  it('refuses an import cycle', async () => {
    probe('web/src/lib/lint-probe-cycle-a.ts', "import { b } from './lint-probe-cycle-b';\nexport const a = () => b;\n");
    const file = probe('web/src/lib/lint-probe-cycle-b.ts', "import { a } from './lint-probe-cycle-a';\nexport const b = () => a;\n");
    expect((await messagesFor(file)).join('\n')).toContain('import/no-cycle');
  });

  it('refuses an import cycle in the web app even when its imports bring only types', async () => {
    probe('web/src/lib/lint-probe-type-cycle-a.ts', "import type { B } from './lint-probe-type-cycle-b';\nexport type A = { b?: B };\n");
    const file = probe(
      'web/src/lib/lint-probe-type-cycle-b.ts',
      "import type { A } from './lint-probe-type-cycle-a';\nexport type B = { a?: A };\n",
    );
    const messages = (await messagesFor(file)).join('\n');
    expect(messages).toContain('cycles/no-type-cycle');
    expect(messages).toContain('put the types both sides use in a module of their own');
  });

  it('refuses a source file over 300 lines, not a test file', async () => {
    const lines = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    const source = probe('web/src/lib/lint-probe-long.ts', `${lines}\n`);
    expect((await messagesFor(source)).join('\n')).toContain('max-lines');
    const test = probe('web/src/lib/lint-probe-long.test.ts', `${lines}\n`);
    expect((await messagesFor(test)).join('\n')).not.toContain('max-lines');
  });

  it('accepts the same kind of file when it follows the boundaries', async () => {
    const file = probe(
      'web/src/features/blog/components/lint-probe-fine.tsx',
      "import { usePublishedPostsPage } from '../api/use-posts';\nexport const probe = usePublishedPostsPage;\n",
    );
    expect(await messagesFor(file)).toEqual([]);
  });
});
