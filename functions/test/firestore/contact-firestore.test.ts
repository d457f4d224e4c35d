import { contactSuite } from '../support/contact-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/contact-memory.test.ts, on the Firestore emulator.
contactSuite('Firestore emulator', firestoreHarness);
