/**
 * The local Firestore triggers as a part of an emulator run (scripts/emulators.mjs): firebase-tools
 * registers no trigger with a Firestore emulator it did not start, so scripts/local-firestore-triggers.mjs
 * takes Firestore's events and hands them to the Functions emulator.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { acceptsTcp, waitUntil } from './emulator-waits.mjs';
import { startPart } from './processes.mjs';

const TRIGGERS = join(resolve(dirname(fileURLToPath(import.meta.url))), 'local-firestore-triggers.mjs');
const shellWords = (words) => words.map((word) => `'${word.replaceAll("'", `'\\''`)}'`).join(' ');

/**
 * Starts the triggers' process on `listen` (pushed onto `running` at once, so a failed start is
 * ended with the rest) and waits until it accepts connections. Returns the shell words to put before
 * the run's command: they register the functions' triggers with Firestore once the Functions
 * emulator has loaded them, as firebase-tools registers its own.
 */
export async function startLocalTriggers({ listen, functions, firestore, project, running, partOptions }) {
  const triggers = startPart(
    'the local Firestore triggers',
    process.execPath,
    [TRIGGERS, '--listen', listen, '--functions', functions, '--firestore', firestore, '--project', project],
    partOptions,
  );
  triggers.why = () => triggers.tail().slice(-3).join(' / ');
  running.push(triggers);
  await waitUntil(() => acceptsTcp(Number(listen.split(':')[1])), `The local Firestore triggers on ${listen}`, triggers, 30_000);
  return `${shellWords([process.execPath, TRIGGERS, '--register', listen])} || exit 1; `;
}
