import { memoryHarness } from '../support/memory-harness.js';
import { signInSuite } from '../support/sign-in-suite.js';

signInSuite('memory', memoryHarness);
