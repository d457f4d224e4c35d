import { Button, ButtonGroup, IconButton, Menu } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { postStatus, type PostStatus } from '@portfolio/model';
import type { SaveTools } from '@/admin-kit/editor-types';
import { LuChevronDown } from '@/admin-kit/icons';

/** What saving does to a post, as its own button says it. */
const SAVE_LABELS: Record<PostStatus, string> = { published: 'Publish', scheduled: 'Schedule', draft: 'Save Draft' };

/** The choices the menu offers to switch to, each saving at once (a schedule first asks for its time). */
const SWITCH_LABELS: Record<PostStatus, string> = { published: 'Publish Now', scheduled: 'Schedule…', draft: 'Save as Draft' };

/** What the button says for a post whose settings now mean `intent`, stored as `stored` (null: new). */
export function saveLabel(intent: PostStatus, stored: PostStatus | null): string {
  return intent === stored ? 'Save Changes' : SAVE_LABELS[intent];
}

/**
 * A post's save: one button that says what the save will do, from its settings (Publish when Published
 * is ticked, Schedule with a time to publish at, else Save Draft; Save Changes while the post stays as
 * it is), and a menu of the other two: Publish Now, Schedule… (opens the time in Settings), Save as Draft.
 */
export function PostSaveButton({ tools, stored }: { tools: SaveTools; stored: PostStatus | null }) {
  const { form, submit, busy, openSetting } = tools;
  const [published, publishAt] = useWatch({ control: form.control, name: ['published', 'publish_at'] }) as [boolean, string | null];
  const intent = postStatus({ published: published === true, publish_at: publishAt });
  const choose = (choice: PostStatus) => {
    const set = (name: string, value: unknown) => form.setValue(name, value, { shouldDirty: true });
    if (choice === 'scheduled') {
      set('published', false);
      return openSetting('publish_at');
    }
    set('published', choice === 'published');
    if (choice === 'draft') set('publish_at', null);
    submit();
  };
  const others = (['published', 'scheduled', 'draft'] as const).filter((choice) => choice !== intent);
  return (
    <ButtonGroup attached flex={{ base: '1', md: 'none' }}>
      <Button type="submit" flex="1" disabled={busy}>
        {busy ? 'Saving...' : saveLabel(intent, stored)}
      </Button>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton aria-label="More ways to save" disabled={busy} borderStartWidth="1px" borderColor="bg/40">
            <LuChevronDown aria-hidden />
          </IconButton>
        </Menu.Trigger>
        {/* Not portalled: it stays inside the Settings drawer when opened from there. */}
        <Menu.Positioner>
          <Menu.Content>
            {others.map((choice) => (
              <Menu.Item key={choice} value={choice} onSelect={() => choose(choice)}>
                {SWITCH_LABELS[choice]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    </ButtonGroup>
  );
}
