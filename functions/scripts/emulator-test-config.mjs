// Shared by run-emulator-tests.mjs and the emulator suites: ports apart from the dev emulators'
// (scripts/emulator-ports.mjs holds every port set).
import { PORT_SETS, PROJECT } from '../../scripts/emulator-ports.mjs';

export const TEST_PORTS = PORT_SETS.functionsTest;
export const TEST_OWNER = 'owner@portfolio.test';
export const TEST_PROJECT = PROJECT;
