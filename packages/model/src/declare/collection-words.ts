/**
 * A collection's admin words from its labels, as Payload derives them: 'Add New Project', 'Project
 * added successfully!'. A declaration states only the words its labels do not give.
 */
import type { Collection, ListMessages, ListTexts } from './collection.js';

const lower = (label: string) => label.toLowerCase();
const titled = (label: string) => label.replace(/(^|\s)(\S)/g, (_, space: string, first: string) => space + first.toUpperCase());

/** The list screen's texts. */
export function listTexts(collection: Pick<Collection, 'labels' | 'admin'>): ListTexts {
  const { singular, plural } = collection.labels;
  return {
    listTitle: `Existing ${titled(plural)}`,
    addTitle: `Add New ${titled(singular)}`,
    editTitle: `Edit ${titled(singular)}`,
    newButton: `New ${titled(singular)}`,
    addButton: `Add ${titled(singular)}`,
    empty: `No ${lower(plural)} yet.`,
    notFound: `This ${lower(singular)} does not exist (it may have been deleted).`,
    loading: `Loading ${lower(plural)}`,
    list: plural,
    ...collection.admin?.texts,
  };
}

/** The list screen's messages for the banner and the toast. */
export function listMessages(collection: Pick<Collection, 'labels' | 'admin'>): ListMessages {
  const { singular, plural } = collection.labels;
  return {
    fetchFailed: `Failed to fetch ${lower(plural)}. Please refresh the page.`,
    add: outcome('add', singular),
    update: outcome('update', singular),
    remove: outcome('delete', singular),
    ...(collection.admin?.ordered ? { reorder: outcome('update', `${singular} order`) } : {}),
    ...collection.admin?.messages,
  };
}

const PAST: Readonly<Record<string, string>> = { add: 'added', update: 'updated', delete: 'deleted' };

/** 'Project added successfully!' and 'Failed to add project. Please try again.' */
function outcome(verb: 'add' | 'update' | 'delete', what: string) {
  return { success: `${what} ${PAST[verb]} successfully!`, failure: `Failed to ${verb} ${lower(what)}. Please try again.` };
}
