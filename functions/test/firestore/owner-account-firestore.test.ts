import { ownerAccountSuite } from '../support/owner-account-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/owner-account-memory.test.ts, on the Firestore emulator.
ownerAccountSuite('Firestore emulator', firestoreHarness);
