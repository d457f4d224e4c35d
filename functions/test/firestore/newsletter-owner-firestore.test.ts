import { newsletterOwnerSuite } from '../support/newsletter-owner-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same suite as test/unit/newsletter-owner-memory.test.ts, on the Firestore emulator.
newsletterOwnerSuite('Firestore emulator', firestoreHarness);
