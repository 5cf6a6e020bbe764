/**
 * For a test's recorder of a feed's pushes (read with orderPushReader, positionsPushReader or
 * alertsPushReader, shared/domain/feed-push.ts): an 'unchanged' push before any data of its key is
 * the service's fault, and fails the test where it happens.
 */
export function unreadable(push: { accountKey?: string; environment?: string | null }): never {
  throw new Error(`a push for ${push.accountKey ?? push.environment ?? 'no session'} said its data was unchanged before any was pushed`);
}
