// Shared by run-emulator-tests.mjs and the emulator suites: ports apart from the dev emulators'
// (scripts/emulator-ports.mjs holds every port set).
import { PORT_SETS, PROJECT } from '../../scripts/emulator-ports.mjs';

// EMULATOR_TEST_PORTS names another set (a second checkout's, `w1`), for a run beside npm test's.
export const TEST_PORTS = PORT_SETS[process.env.EMULATOR_TEST_PORTS ?? 'functionsTest'];
if (!TEST_PORTS) throw new Error(`No port set ${process.env.EMULATOR_TEST_PORTS} (scripts/emulator-ports.mjs)`);
export const TEST_OWNER = 'owner@portfolio.test';
export const TEST_PROJECT = PROJECT;
