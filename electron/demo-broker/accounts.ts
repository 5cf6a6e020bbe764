/**
 * The demo users and their accounts. Account IDs are numeric (spec 4.3); the high-volume account
 * exists for paging and performance work.
 */
import type { DemoUser } from './broker-types.ts';

/** One simulated account. */
export interface DemoAccount {
  accountId: string;
  /** Opaque key the current-style API uses alongside the numeric ID. */
  accountIdKey: string;
  description: string;
  owner: string;
  accountType: string;
  /** Orders already placed when the day is first seen. */
  historyCount: number;
}

/** Log-in names and passwords of the authorize page. */
export const DEMO_USERS: DemoUser[] = [
  { username: 'demo', password: 'demo' },
  // A second user, so that "consumer key bound to its original user" can be seen and tested.
  { username: 'other', password: 'other' },
];

/** The accounts of both users. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { accountId: '83405188', accountIdKey: 'dBZOKt9xDrtRSAOl4MSiiA', description: 'Individual Brokerage', owner: 'demo', accountType: 'INDIVIDUAL', historyCount: 72 },
  { accountId: '83405261', accountIdKey: 'kQp7Xw2cLmN8vR4tYs1aZg', description: 'Options IRA', owner: 'demo', accountType: 'IRA', historyCount: 96 },
  { accountId: '83409917', accountIdKey: 'Hh3JfW9eQx0bTn6uVc5yKw', description: 'Active Trader (high volume)', owner: 'demo', accountType: 'INDIVIDUAL', historyCount: 1200 },
  { accountId: '61022457', accountIdKey: 'Zr8PqL1mBv4sXn7tGd2hEe', description: 'Joint Brokerage', owner: 'other', accountType: 'JOINT', historyCount: 64 },
];

/** The account with at least 1,000 orders a day. */
export const HIGH_VOLUME_ACCOUNT_ID = '83409917';
