/** An account the signed-in user can pick (accounts list, `/v1/accounts/list`). */
export interface Account {
  /** Numeric account ID as the order list takes it. */
  accountId: string;
  /** The account's name or description as the provider gives it. */
  description: string | null;
  /** E.g. INDIVIDUAL, IRA; as the provider says. */
  type: string | null;
  /** E.g. ACTIVE, CLOSED; as the provider says. */
  status: string | null;
}
