/**
 * How the Functions emulator names an event-triggered function (a scheduled or a Firestore-triggered
 * one) on its trigger route, /functions/projects/<project>/triggers/<key>: by its id and the
 * generation of the functions it loaded (`us-central1-rollUpAnalytics-0`). The generation goes up
 * each time it reloads them, as it does when background triggers are turned on again after a test
 * turned them off; the older key then answers 204 (turned off) or 404 (gone). Used by the local
 * scheduler and the local Firestore triggers.
 */

/** The newest key for `id` among the keys a 404 of the trigger route lists, or null. */
export function newestKeyIn(listing, id) {
  const generations = listing.split(/[:,]\s*/).flatMap((key) => {
    const match = /^(.+)-(\d+)$/.exec(key.trim());
    return match && match[1] === id ? [Number(match[2])] : [];
  });
  return generations.length > 0 ? `${id}-${Math.max(...generations)}` : null;
}

/** Asks the emulator for its keys (a call under a key it does not have lists them all). */
export async function newestKey(functionsBase, project, id) {
  const answer = await fetch(`${functionsBase}/functions/projects/${project}/triggers/~`, { method: 'POST' });
  return newestKeyIn(await answer.text(), id);
}

/** Whether an answer on the trigger route says the key is no longer the function's current one. */
export const keyOutdated = (status) => status === 404 || status === 204;
