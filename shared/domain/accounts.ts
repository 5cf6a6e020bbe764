/**
 * An account the signed-in user can pick (`/v1/accounts/list`). On the current API (v1) every
 * other call names the account by its opaque `accountIdKey`; people see `accountId`, the
 * description and the nickname. The legacy generation has only the numeric `accountId`.
 */
export interface Account {
  /** The account number people see (numeric text). On the legacy generation also the URL id. */
  readonly accountId: string;
  /** v1's opaque key (22 characters, may start with `-`); `null` where the provider sends none. */
  readonly accountIdKey: string | null;
  /** E.g. "Individual Brokerage" (wire `accountDesc`). */
  readonly description: string | null;
  /** The nickname the person gave it (wire `accountName`; often empty, then `null`). */
  readonly nickname: string | null;
  /** E.g. INDIVIDUAL, IRA_ROLLOVER; as the provider says. */
  readonly type: string | null;
  /** E.g. CASH, MARGIN, IRA (wire `accountMode`). */
  readonly mode: string | null;
  /** E.g. BROKERAGE (wire `institutionType`). */
  readonly institutionType: string | null;
  /** E.g. ACTIVE, CLOSED; as the provider says. */
  readonly status: string | null;
  /** Epoch ms the account was closed (wire `closedDate`, seconds, 0 when open); `null` when open. */
  readonly closedAt: number | null;
}

/** The id an account goes by in requests: `accountIdKey` where there is one, else `accountId`. */
export const accountKey = (account: Pick<Account, 'accountId' | 'accountIdKey'>): string => account.accountIdKey ?? account.accountId;

/** Closed accounts are listed apart, greyed, and never watched by default. */
export const isClosedAccount = (account: Pick<Account, 'status' | 'closedAt'>): boolean =>
  account.status?.toUpperCase() === 'CLOSED' || (account.closedAt !== null && account.closedAt > 0);
