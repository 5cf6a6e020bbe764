/** Why `output` must be (re)built from the files under `sourceDirs`; null when it is up to date. */
export declare function staleBecause(output: string, sourceDirs: readonly string[]): string | null;
