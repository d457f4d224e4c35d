// Types for functions-emulator-keys.mjs, imported by the tooling tests.
export declare function newestKeyIn(listing: string, id: string): string | null;
export declare function newestKey(functionsBase: string, project: string, id: string): Promise<string | null>;
export declare const keyOutdated: (status: number) => boolean;
