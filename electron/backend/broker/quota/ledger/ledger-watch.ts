/**
 * While someone listens to a meter (the app's quota push), it looks at the ledger every few
 * seconds, so another process's spending reaches the screen even when this one spends nothing.
 * The ledger hands out a new list for a module only when it changed, so a change is told by
 * identity.
 */
import { QUOTA_MODULES, type QuotaModule } from '../../../../../shared/domain/quota.ts';
import type { Clock } from '../../../services.ts';
import { LEDGER_REFRESH_MS, type QuotaLedger } from './quota-ledger.ts';
import type { SpendBucket } from './ledger-tally.ts';

/** Looking at the ledger on a timer. */
export interface LedgerWatch {
  /** Starts looking (at once, then every `LEDGER_REFRESH_MS`) unless already looking. */
  start(): void;
  stop(): void;
}

/** Watches `environment`'s spending in `ledger`, calling `moved` when another process's changed. */
export function watchLedger(ledger: QuotaLedger, environment: string, clock: Clock, moved: () => void): LedgerWatch {
  // What the last look saw.
  const seen = new Map<QuotaModule, readonly SpendBucket[]>();
  let stopTimer: (() => void) | null = null;

  function look(): void {
    let changed = false;
    for (const module of QUOTA_MODULES) {
      const list = ledger.othersSpending(environment, module, clock.now());
      if (seen.has(module) && seen.get(module) !== list) changed = true;
      seen.set(module, list);
    }
    stopTimer = clock.setTimeout(look, LEDGER_REFRESH_MS);
    if (changed) moved();
  }

  return {
    start() {
      if (stopTimer === null) look();
    },
    stop() {
      stopTimer?.();
      stopTimer = null;
    },
  };
}
