import { describe, expect, it } from 'vitest';
import { createAnnouncer, REPEAT_AFTER_MS } from '../../../../renderer/components/live-region/announcer.ts';

/** An announcer on a clock the test moves. */
function setup() {
  let now = 1_000_000;
  const announcer = createAnnouncer(() => now);
  let renders = 0;
  announcer.subscribe(() => {
    renders += 1;
  });
  return {
    announcer,
    advance: (ms: number) => {
      now += ms;
    },
    renders: () => renders,
  };
}

describe('the announcer behind the one polite live region', () => {
  it('starts silent', () => {
    expect(setup().announcer.current()).toEqual({ text: '', seq: 0 });
  });

  it('replaces what it says with the newest words instead of queueing them', () => {
    const { announcer, renders } = setup();
    announcer.announce('Order 1 executed: Buy 100 KO.');
    announcer.announce('Order 2 cancelled: Sell 5 AAPL.');
    announcer.announce('Orders of account …5188 are updating again.');
    expect(announcer.current()).toEqual({ text: 'Orders of account …5188 are updating again.', seq: 3 });
    expect(renders()).toBe(3);
  });

  it('says the same words once, not again and again, while they are recent', () => {
    const { announcer, advance, renders } = setup();
    announcer.announce('Signed in to Local demo.');
    advance(REPEAT_AFTER_MS - 1);
    announcer.announce('Signed in to Local demo.');
    announcer.announce('  Signed in to   Local demo. ');
    expect(announcer.current()).toEqual({ text: 'Signed in to Local demo.', seq: 1 });
    expect(renders()).toBe(1);
  });

  it('says the same words again once they are old news (a new sign-in later in the day)', () => {
    const { announcer, advance } = setup();
    announcer.announce('Signed in to Local demo.');
    advance(REPEAT_AFTER_MS);
    announcer.announce('Signed in to Local demo.');
    expect(announcer.current()).toEqual({ text: 'Signed in to Local demo.', seq: 2 });
  });

  it('says words that came back after others, even soon after', () => {
    const { announcer } = setup();
    announcer.announce('Orders of account …5188 are not updating: the brokerage is temporarily unavailable.');
    announcer.announce('Orders of account …5188 are updating again.');
    announcer.announce('Orders of account …5188 are not updating: the brokerage is temporarily unavailable.');
    expect(announcer.current().seq).toBe(3);
  });

  it('ignores empty words', () => {
    const { announcer, renders } = setup();
    announcer.announce('   ');
    expect(announcer.current()).toEqual({ text: '', seq: 0 });
    expect(renders()).toBe(0);
  });

  it('stops telling a listener that unsubscribed', () => {
    const announcer = createAnnouncer(() => 0);
    let heard = 0;
    const stop = announcer.subscribe(() => {
      heard += 1;
    });
    announcer.announce('one');
    stop();
    announcer.announce('two');
    expect(heard).toBe(1);
  });
});
