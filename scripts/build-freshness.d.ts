/** Why `output` must be (re)built from `sources` (files, or folders taken whole); null when it is up to date. */
export declare function staleBecause(output: string, sources: readonly string[]): string | null;
