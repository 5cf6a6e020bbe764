/**
 * Builds `mode` (null: the renderer, Vite's default mode) in the checkout at `root`, with Vite's
 * errors on stderr and nothing else; true when the build succeeded.
 */
export declare function viteBuildQuietly(root: string, mode: string | null): boolean;
