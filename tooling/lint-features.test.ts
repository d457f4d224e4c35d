/**
 * The lint's feature boundaries (eslint.config.mjs) are read from the folders under web/src/features,
 * not from a list: this test makes a feature folder the config has never heard of and shows the
 * boundary holds for it both ways. The folder is made before any ESLint in this file loads the config
 * (each test file runs in a process of its own), and removed afterwards.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor as messagesOf, probe, removeAfterwards } from './lint-probes';

removeAfterwards('web/src/features/lint-probe-talks');

const talkCard = probe(
  'web/src/features/lint-probe-talks/components/talk-card.tsx',
  "import { PostRows } from '@/features/blog/components/post-rows';\nexport const TalkCard = PostRows;\n",
);
const talkHook = probe('web/src/features/lint-probe-talks/api/use-talks.ts', 'export const useTalks = () => [];\n');

const messagesFor = async (file: string) => (await messagesOf(file)).join('\n');

describe('feature boundaries for a feature folder the lint config does not name', () => {
  it("refuses another feature's components inside the new feature", async () => {
    expect(await messagesFor(talkCard)).toContain('A feature uses another feature only through its api/ hooks');
  });

  it("refuses the new feature's components inside another feature, and allows its api/ hooks", async () => {
    const post = probe(
      'web/src/features/blog/components/lint-probe-talk.tsx',
      "import { TalkCard } from '@/features/lint-probe-talks/components/talk-card';\nexport const probe = TalkCard;\n",
    );
    expect(await messagesFor(post)).toContain('A feature uses another feature only through its api/ hooks');
    const hook = probe(
      'web/src/features/blog/components/lint-probe-talk-hook.tsx',
      "import { useTalks } from '@/features/lint-probe-talks/api/use-talks';\nexport const probe = useTalks;\n",
    );
    expect(await messagesFor(hook)).toBe('');
    expect(talkHook).toContain('lint-probe-talks');
  });
});
