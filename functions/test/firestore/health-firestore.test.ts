import { healthSuite } from '../support/health-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same suite as test/unit/health-memory.test.ts, on the Firestore emulator.
healthSuite('Firestore emulator', firestoreHarness);
