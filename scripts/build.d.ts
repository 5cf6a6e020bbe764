/** Every build mode of vite.config.ts, in the order `npm run build` runs them. */
export declare const BUILD_MODES: readonly string[];
/** Builds `modes` of the checkout one after the other (the checkout must be the working folder); throws on the first failure. */
export declare function buildModes(modes: readonly string[], logLevel?: 'info' | 'warn' | 'error' | 'silent'): Promise<void>;
