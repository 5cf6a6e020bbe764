/** TEST-ONLY: the demo broker's user alerts answers, as far as the tests read them, and readers for them. */
import type { V1Fixture } from '../v1/v1-fixture.ts';

export interface WireAlert {
  id: number;
  createTime: number;
  subject: string;
  status: string;
}
export interface AlertsResponse {
  AlertsResponse: { totalAlerts: number; Alert: WireAlert[] };
}
export interface AlertDetailsResponse {
  AlertDetailsResponse: {
    id: number;
    createTime: number;
    subject: string;
    msgText: string;
    readTime: number;
    deleteTime: number;
    symbol?: string;
    next?: string;
    prev?: string;
  };
}

/** The alerts a list query answers (none for the empty inbox, 404 with code 53). */
export async function alertsOf(fixture: V1Fixture, query: string, consumer?: Parameters<V1Fixture['get']>[1]): Promise<WireAlert[]> {
  const answer = await fixture.get(`/v1/user/alerts.json${query === '' ? '' : `?${query}`}`, consumer);
  if (answer.status === 404 && answer.body.includes('"code":53')) return [];
  if (answer.status !== 200) throw new Error(`alerts ${query} answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as AlertsResponse).AlertsResponse.Alert;
}

/** `Executed @ $X` of an execution notice's subject, as a number. */
export const executionPrice = (subject: string): number => Number(/ Executed @ \$(\d+(?:\.\d+)?)$/.exec(subject)?.[1] ?? Number.NaN);
