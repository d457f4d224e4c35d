import { healthSuite } from '../support/health-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

healthSuite('memory', memoryHarness);
