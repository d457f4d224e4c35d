import { analyticsSuite } from '../support/analytics-suite.js';
import { firestoreHarness } from './firestore-harness.js';

// The same handler suite as test/unit/analytics-memory.test.ts, on the Firestore emulator.
analyticsSuite('Firestore emulator', firestoreHarness);
