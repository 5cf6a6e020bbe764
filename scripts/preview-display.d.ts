/** The one paragraph to print when a window is asked for (`headless` false) and there is no display, or null. */
export declare function displayProblem(headless: boolean, platform: string, env: Record<string, string | undefined>): string | null;
