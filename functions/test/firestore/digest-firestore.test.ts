import { digestSuite } from '../support/digest-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same suite as test/unit/digest-memory.test.ts, on the Firestore emulator.
digestSuite('Firestore emulator', firestoreHarness);
