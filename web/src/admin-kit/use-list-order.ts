import { useState } from 'react';
import type { Status } from '@/lib/status';
import type { SaveOutcome } from '@/data/save-outcome';

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

const sameOrder = (items: readonly { id: string }[], ids: readonly string[]) =>
  items.length === ids.length && items.every((item, i) => item.id === ids[i]);
/** The same items (a list changed by another tab or a delete is shown as it comes). */
const sameMembers = (items: readonly { id: string }[], ids: readonly string[]) => {
  const set = new Set(ids);
  return items.length === ids.length && items.every((item) => set.has(item.id));
};
const inOrder = <Item extends { id: string }>(items: readonly Item[], ids: readonly string[]) => {
  const at = new Map(ids.map((id, i) => [id, i]));
  return [...items].sort((a, b) => at.get(a.id)! - at.get(b.id)!);
};

/**
 * An owner-ordered list (skills, projects, resume entries): moves change the list here only,
 * and 'Save Order' writes the whole order in one batch (as skills always did). A move is
 * announced to screen readers ("… moved to position 2 of 5").
 */
export function useListOrder<Item extends { id: string }>(
  items: readonly Item[],
  { save, titleOf }: { save: (ordered: readonly Item[]) => Promise<SaveOutcome>; titleOf: (item: Item) => string },
) {
  // The locally reordered list while it is unsaved; null when the stored order is shown.
  const [local, setLocal] = useState<Item[] | null>(null);
  // The order just saved, shown until the live list arrives in it: the save's answer comes before the
  // live update, and dropping the local order then showed the old order for a moment.
  const [saved, setSaved] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (saved && (sameOrder(items, saved) || !sameMembers(items, saved))) setSaved(null);
  const list = local ?? (saved && sameMembers(items, saved) ? inOrder(items, saved) : items);

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
      setSaved(local.map((item) => item.id));
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
