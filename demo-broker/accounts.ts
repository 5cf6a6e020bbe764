/**
 * The demo users and their accounts. Account IDs are numeric (docs/platform/legacy-api.md, "Order
 * list"). How many orders each places is the volume's (orders/order-volume.ts): the busy account,
 * under the load volume, is the one paging and performance work is measured on.
 */
import type { DemoUser } from './broker-types.ts';

/** One simulated account. */
export interface DemoAccount {
  /**
   * The account number people see; the legacy API's URL id (numeric: docs/platform/legacy-api.md,
   * "Order list").
   */
  accountId: string;
  /** Opaque key every v1 URL takes: 22 characters of letters, digits, `-` and `_`, may start with `-`. */
  accountIdKey: string;
  description: string;
  owner: string;
  accountType: string;
  /** v1 `accountMode`: CASH, MARGIN, IRA… */
  accountMode: string;
  /** v1 `accountName`: the nickname the person gave it, "" for none (the usual case). */
  nickname: string;
  /** v1 `accountStatus`: ACTIVE or CLOSED (closed accounts are listed too). */
  accountStatus: 'ACTIVE' | 'CLOSED';
  /** v1 `closedDate`: epoch seconds, 0 while open. */
  closedDate: number;
}

/** Log-in names and passwords of the authorize page. */
export const DEMO_USERS: DemoUser[] = [
  { username: 'demo', password: 'demo' },
  // A second user, so that "consumer key bound to its original user" can be seen and tested.
  { username: 'other', password: 'other' },
];

/** When the closed demo account was closed: 2026-03-31 16:00 New York (EDT), in epoch seconds. */
export const CLOSED_ACCOUNT_CLOSED_DATE = Date.UTC(2026, 2, 31, 20) / 1000;

/** The accounts of both users; the first user has one closed account, listed as the platform does. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    accountId: '83405188',
    accountIdKey: 'dBZOKt9xDrtRSAOl4MSiiA',
    description: 'Individual Brokerage',
    owner: 'demo',
    accountType: 'INDIVIDUAL',
    accountMode: 'MARGIN',
    nickname: 'Trading',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
  // A key starting with '-': a client that parses keys as options or numbers shows it here.
  {
    accountId: '83405261',
    accountIdKey: '-kQp7Xw2cLmN8vR4tYs1aZ',
    description: 'Options IRA',
    owner: 'demo',
    accountType: 'IRA_ROLLOVER',
    accountMode: 'IRA',
    nickname: '',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
  {
    accountId: '83409917',
    accountIdKey: 'Hh3JfW9eQx0bTn6uVc5yKw',
    description: 'Active Trader (high volume)',
    owner: 'demo',
    accountType: 'INDIVIDUAL',
    accountMode: 'MARGIN',
    nickname: '',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
  {
    accountId: '83401024',
    accountIdKey: 'Qm5Tz_8cWp1Lr6Nv3Xb0Jd',
    description: 'Old Brokerage',
    owner: 'demo',
    accountType: 'INDIVIDUAL',
    accountMode: 'CASH',
    nickname: '',
    accountStatus: 'CLOSED',
    closedDate: CLOSED_ACCOUNT_CLOSED_DATE,
  },
  {
    accountId: '61022457',
    accountIdKey: 'Zr8PqL1mBv4sXn7tGd2hEe',
    description: 'Joint Brokerage',
    owner: 'other',
    accountType: 'JOINT',
    accountMode: 'MARGIN',
    nickname: '',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
];

/** The busy account: a few dozen orders a day, about 1,200 under the load volume (orders/order-volume.ts). */
export const HIGH_VOLUME_ACCOUNT_ID = '83409917';

/**
 * The sandbox's canned accounts (four, as docs/platform/current-api.md, "Accounts" says),
 * whatever the user: the first carries the stored sample's account number.
 */
export const SANDBOX_ACCOUNTS: readonly DemoAccount[] = [
  {
    accountId: '12345678',
    accountIdKey: 'sBxCannedKey000000001A',
    description: 'INDIVIDUAL',
    owner: '',
    accountType: 'INDIVIDUAL',
    accountMode: 'CASH',
    nickname: 'NickName-1',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
  {
    accountId: '12345679',
    accountIdKey: '-sBxCannedKey000000002',
    description: 'INDIVIDUAL',
    owner: '',
    accountType: 'INDIVIDUAL',
    accountMode: 'MARGIN',
    nickname: '',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
  {
    accountId: '12345680',
    accountIdKey: 'sBxCannedKey000000003C',
    description: 'ROLLOVER IRA',
    owner: '',
    accountType: 'IRA_ROLLOVER',
    accountMode: 'IRA',
    nickname: '',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  },
  {
    accountId: '12345681',
    accountIdKey: 'sBxCannedKey000000004D',
    description: 'INDIVIDUAL',
    owner: '',
    accountType: 'INDIVIDUAL',
    accountMode: 'CASH',
    nickname: '',
    accountStatus: 'CLOSED',
    closedDate: 1_528_747_200,
  },
];
