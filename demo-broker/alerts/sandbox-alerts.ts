/**
 * The sandbox's canned inbox (the demo's stand-in for the sandbox host, and stored-sample mode):
 * the same three alerts of 2021 whatever is asked, the platform's typical subjects; their details
 * answer any id (an id of these three gets its own, any other the first), never marked read.
 */
import { easternMidnight } from '../eastern-time.ts';
import type { DemoAlert } from './alert-model.ts';

const at = (year: number, month: number, day: number, hour: number, minute: number): number =>
  easternMidnight(year, month, day) + (hour * 60 + minute) * 60_000;

/** The canned alerts, newest first, and whether each is read. */
export const SANDBOX_ALERTS: readonly { alert: DemoAlert; readAt: number | null }[] = [
  {
    alert: {
      id: 6774,
      createdAt: at(2021, 10, 1, 11, 16),
      category: 'ACCOUNT',
      subject: "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3",
      symbol: 'EDIT--211001P00055000',
      body: {
        intro: 'Your order below was successfully executed:',
        rows: [
          ['Account:', 'XXXX-6611'],
          ['Order number:', '1843'],
          ['Order:', "Sell 1 EDIT Oct 01 '21 $55 Put"],
          ['Execution price:', '$3.3'],
        ],
        outro: 'Thank you for investing with us. This is an automated message.',
      },
      key: 'sandbox:1',
    },
    readAt: null,
  },
  {
    alert: {
      id: 6773,
      createdAt: at(2021, 10, 1, 9, 31),
      category: 'STOCK',
      subject: 'AAPL down by at least 2.00%',
      symbol: 'AAPL',
      body: {
        intro: 'Your price alert was triggered:',
        rows: [
          ['Symbol:', 'AAPL'],
          ['Condition:', 'Down by at least 2.00% from the previous close'],
          ['Last trade:', '$139.14 (-2.05%)'],
        ],
        outro: 'Prices are delayed at least 15 minutes unless stated otherwise.',
      },
      key: 'sandbox:2',
    },
    readAt: at(2021, 10, 1, 12, 0),
  },
  {
    alert: {
      id: 6770,
      createdAt: at(2021, 9, 29, 8, 4),
      category: 'ACCOUNT',
      subject: 'Transfer failed-Insufficient Funds',
      body: {
        intro: 'A transfer could not be completed because the account did not hold enough cash:',
        rows: [
          ['Account:', 'XXXX-6611'],
          ['Amount:', '$2500'],
        ],
        outro: 'Deposit funds or change the amount, then try the transfer again.',
      },
      key: 'sandbox:3',
    },
    readAt: at(2021, 9, 29, 17, 45),
  },
];
