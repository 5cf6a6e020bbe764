/** The one paragraph to print when `argv` asks for a window and there is no display, or null. */
export declare function displayProblem(argv: readonly string[], platform: string, env: Record<string, string | undefined>): string | null;
