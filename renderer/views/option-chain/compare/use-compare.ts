/**
 * Compare mode of the chain view: the toggle, a strip click adding or removing an expiry (two to
 * four), the refusal of a fifth said aloud, and the expiries compared remembered per underlier for
 * the run (the open sections are UI state, as they are outside compare).
 */
import { useEffect, useRef, useState } from 'react';
import { announce } from '../../../components/live-region/announcer.ts';
import { useChainUiStore } from '../chain-ui-store.ts';
import { compareChoice, compareWords, restoredExtras } from './compare-choice.ts';
import type { StripExpiry } from '../strip/expiry-strip-model.ts';

interface Options {
  symbol: string | null;
  /** The asked expiry's date, null before a chain loaded. */
  primary: string | null;
  /** The strip's dates (a remembered date no longer listed is not brought back). */
  listed: readonly StripExpiry[];
  /** Asks `date` as the chain's expiry, keeping the other expiries open. */
  lead(expiry: StripExpiry): void;
}

/** The compare toggle's state and what a strip click does while it is on. */
export function useCompare({ symbol, primary, listed, lead }: Options) {
  const on = useChainUiStore((s) => s.compare);
  const extras = useChainUiStore((s) => s.extraExpiries);
  const ui = useChainUiStore.getState;
  const [refused, setRefused] = useState<string | null>(null);
  const open = primary === null ? 0 : 1 + extras.length;

  // Another underlier: its own expiries (those last compared for it when compare is on).
  const seen = useRef(symbol);
  useEffect(() => {
    if (seen.current === symbol || primary === null) return;
    seen.current = symbol;
    const dates = listed.map((e) => e.date);
    ui().setExtraExpiries(ui().compare && symbol !== null ? restoredExtras(primary, ui().compareSets[symbol], dates) : []);
  }, [symbol, primary, listed, ui]);

  const remember = (dates: readonly string[]) => {
    if (symbol !== null && dates.length >= 2) ui().rememberCompare(symbol, dates);
  };

  const toggle = () => {
    setRefused(null);
    if (on) {
      if (primary !== null) remember([primary, ...extras]);
      ui().setCompare(false);
      return;
    }
    ui().setCompare(true);
    if (primary !== null && symbol !== null && extras.length === 0) {
      ui().setExtraExpiries(
        restoredExtras(
          primary,
          ui().compareSets[symbol],
          listed.map((e) => e.date),
        ),
      );
    }
  };

  /** Carries out a strip click while compare is on; false when it is off (the strip's usual click then). */
  const choose = (expiry: StripExpiry): boolean => {
    if (!on || primary === null) return false;
    const choice = compareChoice(primary, extras, expiry.date);
    if (choice.kind === 'refuse') {
      setRefused(choice.reason);
      announce(choice.reason);
      return true;
    }
    setRefused(null);
    ui().setExtraExpiries(choice.extras);
    if (choice.kind === 'lead') {
      const next = listed.find((e) => e.date === choice.date);
      if (next !== undefined) lead(next);
      remember([choice.date, ...choice.extras]);
    } else {
      remember([primary, ...choice.extras]);
    }
    return true;
  };

  return { on, open, note: on ? (refused ?? compareWords(open)) : null, refused: refused !== null, toggle, choose };
}
