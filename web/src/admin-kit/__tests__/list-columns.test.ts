/**
 * A list screen's rows come from the type's declaration (its `admin` block): a new type with a list
 * is its declaration, not a list written again in its screen. Shown with a throwaway type.
 */
import { choice, contentType, flag, text } from '@portfolio/model';
import { listOf } from '../list-columns';

const TALK = contentType({
  name: 'talk',
  admin: {
    useAsTitle: 'title',
    subtitle: 'venue',
    badges: ['kind', 'recorded', 'topic'],
    search: ['title', 'venue', 'tags'],
    filter: 'kind',
    groups: { by: 'kind', titles: { keynote: 'Keynotes', workshop: 'Workshops' } },
  },
  fields: {
    title: text({ label: 'Title', max: 100 }),
    venue: text({ label: 'Venue', max: 100 }),
    kind: choice(['keynote', 'workshop'], { label: 'Kind', initial: 'keynote', labels: { keynote: 'Keynote', workshop: 'Workshop' } }),
    recorded: flag({ label: 'Recorded' }),
    topic: text({ label: 'Topic', max: 100 }),
    tags: text({ label: 'Tags', max: 100 }),
  },
});

const talk = { id: 't1', title: 'Scaling down', venue: 'KubeCon', kind: 'workshop', recorded: true, topic: '', tags: 'k8s' };

describe('a list drawn from the declaration', () => {
  it('shows the declared title, subtitle and badges: a choice by its label, a set flag by its own, an empty text not at all', () => {
    const list = listOf(TALK, { badgeColors: { workshop: 'purple' } });
    expect(list.title(talk)).toBe('Scaling down');
    expect(list.subtitle?.(talk)).toBe('KubeCon');
    expect(list.badges?.(talk)).toEqual([
      { label: 'Workshop', color: 'purple' },
      { label: 'Recorded', color: 'accent' },
    ]);
    expect(list.badges?.({ ...talk, recorded: false, topic: 'Cost' })).toEqual([
      { label: 'Workshop', color: 'purple' },
      { label: 'Cost', color: 'gray' },
    ]);
  });

  it('searches the declared fields, filters by the declared choice and groups in its order', () => {
    const list = listOf(TALK);
    expect(list.search?.(talk)).toBe('Scaling down KubeCon k8s');
    expect(list.filter).toMatchObject({
      label: 'Kind',
      options: [
        { value: 'keynote', label: 'Keynote' },
        { value: 'workshop', label: 'Workshop' },
      ],
    });
    expect(list.filter?.of(talk)).toBe('workshop');
    expect(list.groups?.map((group) => [group.title, group.filter(talk)])).toEqual([
      ['Keynotes', false],
      ['Workshops', true],
    ]);
  });

  it("lets the screen say what no field holds, over the declaration's", () => {
    const list = listOf<typeof talk>(TALK, { subtitle: (t) => `at ${t.venue}`, label: 'Talks' });
    expect(list.subtitle?.(talk)).toBe('at KubeCon');
    expect(list.label).toBe('Talks');
  });

  it('refuses a type without an admin block, which has no list', () => {
    expect(() => listOf(contentType({ name: 'note', fields: { body: text({ label: 'Body', max: 10 }) } }))).toThrow(/no admin block/);
  });
});
