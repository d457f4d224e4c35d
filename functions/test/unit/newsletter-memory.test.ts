import { newsletterSuite } from '../support/newsletter-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

newsletterSuite('memory', memoryHarness);
