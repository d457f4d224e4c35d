import { newsletterSuite } from '../support/newsletter-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same suite as test/unit/newsletter-memory.test.ts, on the Firestore emulator.
newsletterSuite('Firestore emulator', firestoreHarness);
