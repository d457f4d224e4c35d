import { memoryHarness } from '../support/memory-harness.js';
import { replySuite } from '../support/reply-suite.js';

replySuite('memory', memoryHarness);
