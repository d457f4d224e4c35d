import { memoryHarness } from '../support/memory-harness.js';
import { ownerAccountSuite } from '../support/owner-account-suite.js';

ownerAccountSuite('memory', memoryHarness);
