// Shared by run-emulator-tests.mjs and the emulator suites: ports apart from the dev emulators'.
export const TEST_PORTS = {
  auth: 9399,
  functions: 5301,
  firestore: 8380,
  hub: 4700,
  logging: 4800,
  eventarc: 9599,
  tasks: 9699,
  smtp: 2526,
};
export const TEST_OWNER = 'owner@portfolio.test';
export const TEST_PROJECT = 'demo-portfolio';
