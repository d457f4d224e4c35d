/**
 * The emulators' port sets and the `emulators` block of a firebase.json, in one place: the local stack
 * (stack.mjs: npm run serve, npm start, npm test's browser run) and the functions' emulator suites
 * (functions/scripts/run-emulator-tests.mjs) build their scratch firebase.json from these.
 * firebase.json's own block is the `dev` set (a test keeps them equal: JSON cannot import).
 */
export const PROJECT = 'demo-portfolio';

/**
 * `dev` is firebase.json's; `test` never collides with a developer's running `npm run serve`;
 * `functionsTest` is the functions' emulator suites'; `w1`, `w2` are for a second and third checkout
 * (git worktree) on one machine, so their stacks can run beside these.
 */
export const PORT_SETS = {
  dev: {
    hosting: 5000,
    functions: 5001,
    firestore: 8080,
    auth: 9099,
    storage: 9199,
    hub: 4400,
    logging: 4500,
    eventarc: 9299,
    tasks: 9499,
    smtp: 2525,
    scheduler: 5002,
  },
  test: {
    hosting: 5400,
    functions: 5401,
    firestore: 8490,
    auth: 9490,
    hub: 4401,
    logging: 4501,
    eventarc: 9591,
    tasks: 9691,
    smtp: 2527,
    scheduler: 5402,
  },
  functionsTest: { functions: 5301, firestore: 8380, auth: 9399, hub: 4700, logging: 4800, eventarc: 9599, tasks: 9699, smtp: 2526 },
  w1: {
    hosting: 5600,
    functions: 5601,
    firestore: 8690,
    auth: 9690,
    hub: 4601,
    logging: 4701,
    eventarc: 9791,
    tasks: 9891,
    smtp: 2627,
    scheduler: 5602,
  },
  w2: {
    hosting: 5800,
    functions: 5801,
    firestore: 8890,
    auth: 9890,
    hub: 4801,
    logging: 4901,
    eventarc: 9991,
    tasks: 9995,
    smtp: 2827,
    scheduler: 5802,
  },
};

/**
 * The emulators a scratch project runs, on 127.0.0.1. Not emulators: the mail sink's port (smtp) and
 * the local scheduler's control (scheduler, scripts/local-scheduler.mjs), both a stack's own parts.
 */
const EMULATORS = ['auth', 'firestore', 'functions', 'hosting', 'storage', 'hub', 'logging', 'eventarc', 'tasks'];

/** firebase.json's `emulators` block for a port set: each emulator the set has a port for, no UI. */
export function emulatorsBlock(ports, { without = [] } = {}) {
  const block = { singleProjectMode: true };
  for (const name of EMULATORS) {
    if (ports[name] !== undefined && !without.includes(name)) block[name] = { host: '127.0.0.1', port: ports[name] };
  }
  block.ui = { enabled: false };
  return block;
}
