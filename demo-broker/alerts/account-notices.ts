/**
 * Account notices: every third New York day a user's inbox gets one of the platform's usual
 * notices ("External Account Added", "Transfer failed-Insufficient Funds", "New IPO available"…),
 * about the user's first open account, at a time of day of its own. Which notice, and on which
 * days, comes from the seed and the user, so a week always holds two or three.
 */
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { easternMidnight } from '../eastern-time.ts';
import { hashParts } from '../market/seeded-random.ts';
import { dollars, maskedAccount, newYorkTime, type AlertBody, type AlertCategory, type DraftAlert } from './alert-model.ts';

interface Notice {
  subject: string;
  category: AlertCategory;
  /** Minutes after midnight, New York. */
  minute: number;
  body: (account: string, at: number, amount: number) => AlertBody;
}

const NOTICES: readonly Notice[] = [
  {
    subject: 'External Account Added',
    category: 'ACCOUNT',
    minute: 7 * 60 + 42,
    body: (account, at) => ({
      intro: 'An external account was linked for transfers:',
      rows: [
        ['Account:', account],
        ['External account:', 'Checking XXXX-4410'],
        ['Added:', newYorkTime(at)],
      ],
      outro: 'If you did not make this change, call us at once.',
    }),
  },
  {
    subject: 'Transfer failed-Insufficient Funds',
    category: 'ACCOUNT',
    minute: 18 * 60 + 30,
    body: (account, at, amount) => ({
      intro: 'A transfer could not be completed because the account did not hold enough cash:',
      rows: [
        ['Account:', account],
        ['Amount:', dollars(amount)],
        ['Attempted:', newYorkTime(at)],
      ],
      outro: 'Deposit funds or change the amount, then try the transfer again.',
    }),
  },
  {
    subject: 'New IPO available',
    category: 'STOCK',
    minute: 8 * 60 + 15,
    body: (_account, at) => ({
      intro: 'A new initial public offering is open for indications of interest:',
      rows: [
        ['Offering:', 'DEMO ROBOTICS INC (DMRB)'],
        ['Expected price range:', '$17 - $19'],
        ['Announced:', newYorkTime(at)],
      ],
      outro: 'Read the prospectus before you invest.',
    }),
  },
  {
    subject: 'Deposit Received',
    category: 'ACCOUNT',
    minute: 10 * 60 + 5,
    body: (account, at, amount) => ({
      intro: 'We received your deposit:',
      rows: [
        ['Account:', account],
        ['Amount:', dollars(amount)],
        ['Received:', newYorkTime(at)],
      ],
      outro: 'Funds from checks may be held for up to five business days.',
    }),
  },
];

/** The notice of `user` on the New York day `dayNumber` (days since 1970), if that day has one. */
export function accountNotices(seed: number, user: string, dayNumber: number, now: number): DraftAlert[] {
  const hash = hashParts(seed, ['notice', user, dayNumber]);
  if ((dayNumber + (hashParts(seed, ['notice-days', user]) % 3)) % 3 !== 0) return [];
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.owner === user && candidate.accountStatus === 'ACTIVE');
  if (!account) return [];
  const notice = NOTICES[hash % NOTICES.length] as Notice;
  const date = new Date(dayNumber * 86_400_000);
  const at = easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) + notice.minute * 60_000 + (hash % 60) * 1000;
  if (at > now) return [];
  const amount = 250 * (1 + (hash % 40));
  return [
    {
      createdAt: at,
      category: notice.category,
      subject: notice.subject,
      body: notice.body(maskedAccount(account.accountId), at, amount),
      key: `notice:${user}`,
    },
  ];
}
