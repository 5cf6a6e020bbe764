import type { Prerequisite } from './test-prerequisites.js';

/** The type-check projects. */
export declare const TSCONFIGS: readonly string[];
/** One command of a step: node with `args`, unless `command` names another program. */
export interface TestJob {
  label: string;
  command?: string;
  args: string[];
  /** Checks the whole tree and takes no arguments: a run narrowed by arguments leaves it out. */
  wholeTree?: boolean;
}
/** One step of `npm test`. */
export interface TestStep {
  name: 'typecheck' | 'lint' | 'unit' | 'e2e' | 'audit' | 'package';
  title: string;
  jobs: TestJob[];
  checks?: boolean;
  builds?: readonly string[];
  needs?: readonly Prerequisite[];
}
/** The steps of `npm test`, in order, for `platform`. */
export declare function testSteps(platform?: string): TestStep[];
