// Types for clear-firestore-emulator.mjs, imported by the emulator suites.
export declare function clearFirestoreEmulator(project: string, host?: string): Promise<void>;
