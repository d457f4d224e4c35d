/**
 * Empties one project of the Firestore emulator (every document; Auth's accounts stay).
 *
 * The emulator answers 409 while a transaction holds a lock: a function still finishing the last
 * test's work (a mail lease, a rollup, a search index write). The clearing is asked again until it
 * is done, for a minute at most, and the emulator's last answer is told when it gives up.
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function clearFirestoreEmulator(project, host = process.env.FIRESTORE_EMULATOR_HOST) {
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator is not running for this process.');
  const url = `http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`;
  const givenUpAt = Date.now() + 60_000;
  let answer = await fetch(url, { method: 'DELETE' });
  while (answer.status === 409 && Date.now() < givenUpAt) {
    await sleep(250);
    answer = await fetch(url, { method: 'DELETE' });
  }
  if (!answer.ok) throw new Error(`Clearing the Firestore emulator failed: ${answer.status} ${await answer.text()}`);
}
