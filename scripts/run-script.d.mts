export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `script` (a path from the repository's root) with Node, awaited: see run-script.mjs. */
export function runScript(script: string, args?: string[], options?: { env?: NodeJS.ProcessEnv; input?: string }): Promise<ScriptRun>;
