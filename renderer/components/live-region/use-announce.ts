/**
 * Announces a component's own news through the app's live region (announcer.ts) when it appears
 * or changes, for components whose message used to sit in a live region of its own.
 */
import { useEffect } from 'react';
import { announce } from './announcer.ts';

/** Announces `text` whenever it changes to something to say (`null`: nothing). */
export function useAnnounce(text: string | null): void {
  useEffect(() => {
    if (text !== null) announce(text);
  }, [text]);
}
