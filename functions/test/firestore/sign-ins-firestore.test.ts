import { signInSuite } from '../support/sign-in-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/sign-ins-memory.test.ts, on the Firestore emulator.
signInSuite('Firestore emulator', firestoreHarness);
