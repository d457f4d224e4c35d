#!/usr/bin/env node
/**
 * Firestore triggers for the Firestore emulator this repository starts itself (Google's Debian build,
 * where Java is older than 21: scripts/emulators.mjs). firebase-tools registers a function's Firestore
 * trigger only with a Firestore emulator it started ("function ignored because the firestore emulator
 * does not exist"), so without this part a post edited on `npm start`, `npm run serve` or npm test's
 * stack reached search only at the 10-minute check. The functions themselves are unchanged.
 *
 *   node scripts/local-firestore-triggers.mjs --listen 127.0.0.1:P --functions 127.0.0.1:5001 \
 *        --firestore 127.0.0.1:8080 --project demo-portfolio
 *   node scripts/local-firestore-triggers.mjs --register 127.0.0.1:P   # registers now, says what
 *
 * It does what firebase-tools' Functions emulator does for a Firestore emulator it started
 * (functionsEmulator.js, addFirestoreTrigger): each Firestore trigger the functions declare (the
 * Functions emulator's /backends listing) is registered with the Firestore emulator, a 2nd-gen one by
 * POST /emulator/v1/projects/<p>/eventarcTrigger?eventarcTriggerId=<id>, a 1st-gen one by PUT
 * /emulator/v1/projects/<p>/triggers/<id>. The Firestore emulator is started with --functions_emulator
 * naming this part, so each event comes here first and is passed on to the Functions emulator.
 *
 * Why events pass through here rather than go to the Functions emulator directly: it knows a trigger
 * by a key that carries the generation of the functions it loaded (indexPostsForSearch-0, then -1 once
 * it reloads them, as it does when a test turns background triggers off and on again), and the Firestore
 * emulator can register a trigger but never remove one. So the Firestore emulator knows each trigger by
 * the function's id, once, and this part finds the current key whenever the one it used is gone or
 * turned off.
 *
 * The emulators run the command only once this part has registered what the functions declare
 * (`--register`, put before the command by scripts/emulators.mjs), as firebase-tools registers its
 * triggers before it runs a command; the listing is read again every few seconds for a reload.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

import { keyOutdated, newestKey } from './functions-emulator-keys.mjs';

const { values } = parseArgs({
  options: {
    listen: { type: 'string' },
    functions: { type: 'string' },
    firestore: { type: 'string' },
    project: { type: 'string' },
    register: { type: 'string' },
  },
});
const say = (line) => console.log(`[firestore triggers] ${line}`);
const RELOAD_CHECK_MS = 3_000;

if (values.register) {
  // The client: asks the running part to register now, and says what it registered.
  const answer = await fetch(`http://${values.register}/registrations`, { method: 'POST' });
  const text = await answer.text();
  if (!answer.ok) {
    say(`registering failed: ${text}`);
    process.exit(1);
  }
  const triggers = JSON.parse(text);
  say(
    triggers.length === 0
      ? 'the functions declare no Firestore trigger'
      : `registered with the Firestore emulator: ${triggers.map((t) => `${t.name} (${t.document})`).join(', ')}`,
  );
  process.exit(0);
}

const functionsBase = `http://${values.functions}`;
const firestoreBase = `http://${values.firestore}`;
const project = values.project;

/** The Firestore triggers the functions declare, by id: { id, name, document, path, bundle, method }. */
async function declaredTriggers() {
  const answer = await fetch(`${functionsBase}/backends`);
  if (!answer.ok) throw new Error(`the Functions emulator's /backends answered ${answer.status}`);
  const { backends } = await answer.json();
  const triggers = new Map();
  for (const def of backends.flatMap((backend) => backend.functionTriggers ?? [])) {
    const event = def.eventTrigger;
    // As firebase-tools tells a Firestore trigger (functionsEmulatorShared.js, getFunctionService).
    if (!event || event.channel || !(event.service ?? event.eventType).includes('firestore')) continue;
    triggers.set(def.id, registrationOf(def));
  }
  return triggers;
}

/** What firebase-tools sends the Firestore emulator for a trigger (getV2FirestoreAttributes / getV1...). */
function registrationOf(def) {
  const event = def.eventTrigger;
  const id = encodeURIComponent(def.id);
  if (def.platform === 'gcfv2') {
    const pattern = event.eventFilterPathPatterns?.document;
    const document = pattern ?? event.eventFilters?.document;
    const bundle = {
      eventType: event.eventType,
      database: event.eventFilters?.database,
      namespace: event.eventFilters?.namespace,
      document: { value: document, matchType: pattern ? 'PATH_PATTERN' : 'EXACT' },
    };
    return { id: def.id, name: def.name, document, method: 'POST', path: `eventarcTrigger?eventarcTriggerId=${id}`, bundle };
  }
  const bundle = { eventTrigger: { ...event, service: 'firestore.googleapis.com' } };
  return { id: def.id, name: def.name, document: event.resource, method: 'PUT', path: `triggers/${id}`, bundle };
}

/** What the Firestore emulator holds, by id, as JSON: a trigger registered again replaces itself. */
const registered = new Map();
let registeredOnce = false;
let declared = new Map();

async function register() {
  declared = await declaredTriggers();
  for (const trigger of declared.values()) {
    const body = JSON.stringify(trigger.bundle);
    if (registered.get(trigger.id) === body) continue;
    const answer = await fetch(`${firestoreBase}/emulator/v1/projects/${project}/${trigger.path}`, {
      method: trigger.method,
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (!answer.ok) throw new Error(`the Firestore emulator refused ${trigger.name}'s trigger: ${answer.status} ${await answer.text()}`);
    if (registeredOnce) say(`registered ${trigger.name} (${trigger.document}) again: the functions were reloaded`);
    registered.set(trigger.id, body);
  }
  registeredOnce = true;
  return [...declared.values()].map(({ name, document }) => ({ name, document }));
}

/** The Functions emulator's key for each function id, as last found. */
const keys = new Map();
async function currentKey(id) {
  const key = await newestKey(functionsBase, project, id);
  if (key) keys.set(id, key);
  return key;
}

/**
 * The Firestore emulator sends events one at a time, each once the last one's call has returned, and
 * stamps each with the time it sends it, to the whole second; production sends them as they happen,
 * stamped with the time of the change. Search's index builds (functions/src/search/index-builds.ts)
 * take a change as covered by a request for a build made after it: with the emulator's stamps, every
 * event that waited behind a build asked for one more (six builds in a row after the sample content
 * was cleared and written again), and a change made in the same second as a request, but after it,
 * was taken as covered and left out. So this part answers each event at once, stamps it with the
 * time it arrived (milliseconds after the change), and calls each function with its events in order,
 * one at a time.
 */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'accept-encoding']);
const forwarded = (headers, arrivedAt) => {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  if (kept['ce-time']) kept['ce-time'] = arrivedAt.toISOString();
  return kept;
};

/** Calls the function with the event under its current key; says so when it failed. */
async function deliver(id, headers, body) {
  let sentAt = 0;
  const call = (key) => {
    sentAt = Date.now();
    return fetch(`${functionsBase}/functions/projects/${project}/triggers/${key}`, { method: 'POST', headers, body });
  };
  let key = keys.get(id) ?? (await currentKey(id));
  let answer = key ? await call(key) : null;
  // A newer key may have replaced this one; an event a function received is never sent again.
  if (!answer || keyOutdated(answer.status)) {
    const newer = await currentKey(id);
    if (newer && newer !== key) {
      await answer?.arrayBuffer();
      key = newer;
      answer = await call(key);
    }
  }
  const text = answer ? await answer.text() : `no function ${id} in the Functions emulator`;
  if (!answer || answer.status >= 400) say(`${declared.get(id)?.name ?? id} failed: HTTP ${answer?.status ?? '-'} ${text.slice(0, 200)}`);
  // When the function turned the event away (background triggers are off): as of when it was sent.
  return answer?.status === 204 ? sentAt : null;
}

/**
 * Each function's events, delivered in order, one at a time. While a test has turned background
 * triggers off, the function turns each event away (204): every event that was already waiting when
 * that one was sent would have been turned away too, so they go with it, rather than reach the
 * function once the test turns triggers on again (two thousand posts written with triggers off were
 * two thousand calls afterwards, which kept the Functions emulator busy through the suites that
 * followed). Events that arrived after it are delivered.
 */
const queues = new Map();
function accept(id, request, body) {
  // A function the functions no longer declare (a reload removed it) gets nothing.
  if (!declared.has(id)) return;
  const queue = queues.get(id) ?? { waiting: [], running: false };
  queues.set(id, queue);
  const arrivedAt = new Date();
  queue.waiting.push({ headers: forwarded(request.headers, arrivedAt), body, arrivedAt: arrivedAt.getTime() });
  if (!queue.running) void deliverAll(id, queue);
}

async function deliverAll(id, queue) {
  queue.running = true;
  while (queue.waiting.length > 0) {
    const { headers, body } = queue.waiting.shift();
    const turnedOffAt = await deliver(id, headers, body).catch((error) =>
      say(`${declared.get(id)?.name ?? id} could not be called: ${error?.message ?? error}`),
    );
    if (turnedOffAt) queue.waiting = queue.waiting.filter((event) => event.arrivedAt >= turnedOffAt);
  }
  queue.running = false;
}

const [host, port] = values.listen.split(':');
createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      let result;
      if (request.method === 'POST' && request.url === '/registrations') result = { status: 200, text: JSON.stringify(await register()) };
      else {
        const match = /^\/functions\/projects\/[^/]+\/triggers\/([^/?]+)/.exec(request.url ?? '');
        if (match) accept(decodeURIComponent(match[1]), request, Buffer.concat(chunks));
        result = match ? { status: 200, text: 'accepted' } : { status: 404, text: 'not found' };
      }
      response.writeHead(result.status, { 'content-type': 'text/plain' }).end(result.text);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    }
  });
}).listen(Number(port), host);

// A reload of the functions may declare another trigger, or another document for one.
setInterval(() => {
  if (!registeredOnce) return; // nothing asked for yet: the emulators are still starting
  // A refused connection is the Functions emulator stopping at the end of the run: nothing to say.
  register().catch(
    (error) => error?.cause?.code === 'ECONNREFUSED' || say(`could not register the functions' triggers: ${error?.message ?? error}`),
  );
}, RELOAD_CHECK_MS).unref();
