import { digestSuite } from '../support/digest-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

digestSuite('memory', memoryHarness);
