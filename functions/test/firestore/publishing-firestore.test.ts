import { publishingSuite } from '../support/publishing-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/publishing-memory.test.ts, on the Firestore emulator.
publishingSuite('Firestore emulator', firestoreHarness);
