import { replySuite } from '../support/reply-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/reply-memory.test.ts, on the Firestore emulator.
replySuite('Firestore emulator', firestoreHarness);
