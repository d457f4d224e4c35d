// Types for processes.mjs, imported by tooling/stack-lifecycle.stack.test.ts.
export declare const RUN_MARKER: string;
export declare function isAlive(pid: number): boolean;
export declare function listeningPids(port: number): number[] | null;
export declare function processesOfRun(runId: number): number[];
export declare function commandLine(pid: number): string;
export declare function describeProcess(pid: number): string;
export declare function endLeftovers(ports: number[], say?: (line: string) => void): Promise<void>;
