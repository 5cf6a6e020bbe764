import { describe, expect, it } from 'vitest';
import { quoteBadge } from '../../../../../renderer/views/option-chain/live/quote-badge.ts';

const AT = Date.UTC(2027, 2, 19, 14, 30, 5); // 10:30:05 New York (EDT)

describe('quoteBadge: how fresh the quotes are', () => {
  it.each([
    ['REALTIME', 'REALTIME', 'live'],
    ['DELAYED', 'DELAYED', 'delayed'],
    ['CLOSING', 'CLOSING', 'closed'],
    ['realtime', 'REALTIME', 'live'],
    ['EH_CLOSED', 'CLOSED', 'closed'],
  ])('%s reads %s (%s)', (type, label, tone) => {
    expect(quoteBadge(type, AT)).toMatchObject({ label, tone });
  });

  it('gives the quote time in New York time', () => {
    expect(quoteBadge('DELAYED', AT)?.description).toBe('Delayed quotes (about 15 minutes behind) as of 10:30:05 ET.');
  });

  it('keeps an unknown type as it came', () => {
    expect(quoteBadge('INDICATIVE', null)).toEqual({ label: 'INDICATIVE', tone: 'other', description: 'Quotes marked INDICATIVE by the provider.' });
  });

  it.each([null, undefined, '', '  '])('has no badge without a quote type (legacy): %j', (type) => {
    expect(quoteBadge(type, AT)).toBeNull();
  });
});
