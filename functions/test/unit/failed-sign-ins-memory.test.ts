import { failedSignInsSuite } from '../support/failed-sign-ins-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

failedSignInsSuite('memory', memoryHarness);
