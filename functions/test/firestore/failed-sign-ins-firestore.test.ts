import { failedSignInsSuite } from '../support/failed-sign-ins-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/failed-sign-ins-memory.test.ts, on the Firestore emulator.
failedSignInsSuite('Firestore emulator', firestoreHarness);
