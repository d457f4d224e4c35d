import { useState } from 'react';
import type { Status } from '@/lib/status';
import type { SaveOutcome } from './collection-types';

/** Moves `item` to where `target` is in `list` (the others keep their order). */
export function moveTo<Item extends { id: string }>(list: readonly Item[], item: Item, target: Item): Item[] {
  const next = list.filter((candidate) => candidate.id !== item.id);
  const at = next.findIndex((candidate) => candidate.id === target.id);
  const from = list.findIndex((candidate) => candidate.id === item.id);
  const to = list.findIndex((candidate) => candidate.id === target.id);
  // Moving down puts it after the target, moving up before it: where the target was either way.
  next.splice(from < to ? at + 1 : at, 0, item);
  return next;
}

/**
 * An owner-ordered list (skills, projects, resume entries; issue 26): moves change the list here only,
 * and 'Save Order' writes the whole order in one batch (spec §4, as skills always did). A move is
 * announced to screen readers ("… moved to position 2 of 5").
 */
export function useListOrder<Item extends { id: string }>(
  items: readonly Item[],
  { save, titleOf }: { save: (ordered: readonly Item[]) => Promise<SaveOutcome>; titleOf: (item: Item) => string },
) {
  // The locally reordered list while it is unsaved; null when the stored order is shown.
  const [local, setLocal] = useState<Item[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = local ?? items;

  /** Moves `item` to `target`'s place within `group` (the rows it is shown among). */
  const move = (group: readonly Item[], item: Item, target: Item | undefined) => {
    if (!target || target.id === item.id) return;
    setLocal(moveTo(list, item, target));
    const at = moveTo(group, item, target).findIndex((candidate) => candidate.id === item.id);
    setAnnouncement(`${titleOf(item)} moved to position ${at + 1} of ${group.length}. The order is not saved yet.`);
  };

  const saveOrder = async (report: (status: Status) => void) => {
    if (!local) return;
    const result = await save(local);
    report(result.status);
    if (result.ok) {
      setLocal(null);
      setAnnouncement('');
    }
  };

  return {
    list,
    changed: local !== null,
    announcement,
    move,
    saveOrder,
    /** An item deleted meanwhile leaves the unsaved order too. */
    forget: (id: string) => setLocal((current) => current && current.filter((item) => item.id !== id)),
  };
}
