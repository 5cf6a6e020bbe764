/**
 * Every request of the preview's browser, held before it leaves while a sign-in is under way, so
 * a rule can stop it: Chromium's Fetch domain on the browser target pauses each request of every
 * page, frame (cross-site frames run in processes of their own), popup and redirect. Playwright's
 * own routes see only the first URL of a redirect chain, and the provider answers the sign-in
 * with a redirect to the callback: that request carries the verifier, so it is the one to stop.
 * Interception is on only while a rule is watching. The guard also knows which page opened which,
 * so a rule can tell a sign-in tab's popups.
 */
import type { Browser, CDPSession } from '@playwright/test';

/** What a rule sees of a paused request. */
export interface PausedRequest {
  url: string;
  /** Chromium's resource type: `Document` for a navigation of any frame. */
  resourceType: string;
  /** The frame the request belongs to (the one navigated, for a document). */
  frameId: string;
}

/** A rule's verdict: let the request go, or fail it before it is sent. */
export type Verdict = 'continue' | 'fail';

export interface RequestGuard {
  /** Holds every request for `rule` until the returned function is called. */
  watch(rule: (request: PausedRequest) => Verdict | Promise<Verdict>): Promise<() => Promise<void>>;
  /** The page (target id, which is its main frame's id) that opened the page of `frameId`, if one did. */
  openerOf(frameId: string): string | undefined;
  /** The frame holding `frameId`, for a frame that runs in a process of its own (a cross-site frame). */
  parentOf(frameId: string): string | undefined;
  /** Closes the page whose main frame is `frameId` (a window nobody may see). */
  closePage(frameId: string): Promise<void>;
}

interface RequestPausedEvent {
  requestId: string;
  request: { url: string };
  resourceType: string;
  frameId: string;
}

/** The guard of `browser`'s requests. */
export function createRequestGuard(browser: Pick<Browser, 'newBrowserCDPSession'>): RequestGuard {
  const rules = new Set<(request: PausedRequest) => Verdict | Promise<Verdict>>();
  let session: Promise<CDPSession> | null = null;

  const decide = async (event: RequestPausedEvent): Promise<Verdict> => {
    const request = { url: event.request.url, resourceType: event.resourceType, frameId: event.frameId };
    for (const rule of [...rules]) if ((await rule(request)) === 'fail') return 'fail';
    return 'continue';
  };

  // Which page opened which, and which frame holds a cross-site frame: a target is announced
  // before its first request is paused.
  const openers = new Map<string, string>();
  const parents = new Map<string, string>();

  // Verdicts decided but not yet sent: interception is never switched off under them, or Chromium
  // would let a request that a rule failed go out after all.
  const deciding = new Set<Promise<unknown>>();

  const open = async (): Promise<CDPSession> => {
    const cdp = await browser.newBrowserCDPSession();
    cdp.on('Target.targetCreated', ({ targetInfo }: { targetInfo: { targetId: string; openerId?: string; parentFrameId?: string } }) => {
      if (targetInfo.openerId !== undefined) openers.set(targetInfo.targetId, targetInfo.openerId);
      if (targetInfo.parentFrameId !== undefined) parents.set(targetInfo.targetId, targetInfo.parentFrameId);
    });
    cdp.on('Target.targetDestroyed', ({ targetId }: { targetId: string }) => {
      openers.delete(targetId);
      parents.delete(targetId);
    });
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    cdp.on('Fetch.requestPaused', (event: RequestPausedEvent) => {
      const answered = decide(event)
        .catch((): Verdict => 'fail')
        .then((verdict) =>
          verdict === 'fail'
            ? cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
            : cdp.send('Fetch.continueRequest', { requestId: event.requestId }),
        )
        // The page may be gone (closed by the sign-in's end): its requests went with it.
        .catch(() => {})
        .finally(() => deciding.delete(answered));
      deciding.add(answered);
    });
    return cdp;
  };

  // Interception follows the rules, one change at a time: on while any rule watches, off after.
  let intercepting = false;
  let changes: Promise<void> = Promise.resolve();
  const follow = (): Promise<void> =>
    (changes = changes
      .catch(() => {})
      .then(async () => {
        const wanted = rules.size > 0;
        if (wanted === intercepting) return;
        session ??= open();
        const cdp = await session;
        if (!wanted) await Promise.all([...deciding]);
        intercepting = wanted;
        await (wanted ? cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] }) : cdp.send('Fetch.disable').catch(() => {}));
      }));

  return {
    openerOf: (frameId) => openers.get(frameId),
    parentOf: (frameId) => parents.get(frameId),
    async closePage(frameId) {
      if (session === null) return;
      await (await session).send('Target.closeTarget', { targetId: frameId }).catch(() => {});
    },
    async watch(rule) {
      rules.add(rule);
      await follow();
      return async () => {
        rules.delete(rule);
        await follow();
      };
    },
  };
}
