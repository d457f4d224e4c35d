import { newsletterOwnerSuite } from '../support/newsletter-owner-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

newsletterOwnerSuite('memory', memoryHarness);
