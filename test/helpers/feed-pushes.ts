/**
 * For a test's recorder of a feed's pushes (read with orderPushReader, positionsPushReader or
 * alertsPushReader, shared/domain/feed-push.ts): a push its reader cannot land (a delta or a
 * "same" with no base of its key before it) is the service's fault, and fails the test where it
 * happens.
 */
export function unreadable(push: { accountKey?: string; environment?: string | null; revision?: number }): never {
  throw new Error(`a push for ${push.accountKey ?? push.environment ?? 'no session'} (revision ${push.revision ?? '?'}) had no base pushed before it`);
}
