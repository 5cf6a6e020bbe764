/** The oldest Node the built command line and demo broker run on. */
export declare const COMMAND_LINE_NODE: string;
/** The oldest Node the toolchain runs on: builds, tests, the preview. */
export declare const TOOLCHAIN_NODE: string;
/** Whether `current` is older than `minimum`; false when either is unreadable. */
export declare function olderThan(current: string, minimum: string): boolean;
/** The one line to print when `current` is older than `minimum`, or null. */
export declare function nodeTooOld(current: string, minimum: string, program: string): string | null;
/** Prints the line and exits with status 1 when this process's Node is older than `minimum`. */
export declare function exitIfNodeTooOld(minimum: string, program: string): void;
