// Types for owner-address.mjs, imported by the tooling tests.
export declare function skeleton(text: string): string;
export declare function looksAlike(a: string, b: string): boolean;
export declare function addressProblems(address: string, otherOwners?: string[]): string[];
