import { publishingSuite } from '../support/publishing-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

publishingSuite('memory', memoryHarness);
