/**
 * One alert in full beside the list: its subject, time in New York, read or not, category, its
 * symbol (an option's OSI key shown as the option) with a link to the chain (an option's at that
 * contract, a stock's at its nearest expiry, by the positions' and orders' link code), and the
 * message as TEXT: the backend made it text (markup and the platform's leftover CSS removed,
 * entities decoded) and React writes it as text, never as markup. The message's links stay words;
 * each is offered beside it as a link that the app's external-link gate opens in the browser on a
 * click (a new window is never opened: main refuses it and hands an http(s) address to the gate).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { describeAlertSymbol, detailsStatus, type AlertLink, type AlertSymbol } from '../../../shared/domain/alerts.ts';
import { alertCategoryWords, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';
import { formatNewYorkDateTime } from '../../../shared/domain/market-time.ts';
import { externalUrl } from '../../../shared/external-url.ts';
import type { EnvironmentId } from '../../../shared/settings.ts';
import { toAppError } from '../../api.ts';
import { Problem } from '../../components/problem.tsx';
import { ProviderLink, ProviderText } from '../../components/provider-text.tsx';
import { useOpenContract, type ContractLink } from '../../navigation/use-open-contract.ts';
import { useAlertDetails } from './use-alerts.ts';

/** Where a symbol links in the chain; `null` for text that is neither a ticker nor an OSI key. */
export function symbolLink(symbol: AlertSymbol): ContractLink | null {
  if (symbol.kind === 'option') return { underlier: symbol.underlier, expiry: symbol.expiry, strike: symbol.strike };
  if (symbol.kind === 'stock') return { underlier: symbol.symbol, expiry: null, strike: null };
  return null;
}

/** Only an address the external-link gate opens becomes a link (the decoder keeps no other; the gate checks again). */
const webAddress = (link: AlertLink): string | null => externalUrl(link.url)?.href ?? null;

interface AlertDetailsProps {
  environment: EnvironmentId;
  /** The alert as the list shows it (its category, which the details do not carry). */
  alert: InboxAlert | undefined;
  id: string;
  /** Move focus to the heading when opened (Enter, a notification's click). */
  focus: boolean;
  onFocused(): void;
  onClose(): void;
}

/** The details panel. */
export function AlertDetailsPanel({ environment, alert, id, focus, onFocused, onClose }: AlertDetailsProps) {
  const details = useAlertDetails(environment, id);
  const openContract = useOpenContract();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    heading.current?.focus();
    onFocused();
  }, [focus, onFocused, id]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const data = details.data;
  const subject = data?.subject ?? alert?.subject ?? `Alert ${id}`;
  const link = data?.symbol == null ? null : symbolLink(data.symbol);
  const links = (data?.links ?? []).flatMap((one) => {
    const href = webAddress(one);
    return href === null ? [] : [{ text: one.text, href }];
  });
  return (
    <section className="order-details alert-details" aria-labelledby="alert-details-title" data-testid="alert-details" onKeyDown={onKeyDown}>
      <div className="order-details-head">
        <h3 id="alert-details-title" ref={heading} tabIndex={-1}>
          {subject === '' ? '(no subject)' : <ProviderText text={subject} />}
        </h3>
        <button type="button" className="icon-button" aria-label="Close the alert" title="Close (Escape)" onClick={onClose}>
          ×
        </button>
      </div>
      {details.isError ? <Problem error={toAppError(details.error)} title="This alert could not be read." /> : null}
      {details.isLoading ? (
        <p className="muted">
          <span className="spinner spinner-small" aria-hidden="true" /> Reading the alert…
        </p>
      ) : null}
      {data === undefined ? null : (
        <>
          <dl className="order-fields">
            <dt>Time</dt>
            <dd>{data.createdAt === null ? 'Not given' : formatNewYorkDateTime(data.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              {detailsStatus(data) === 'READ'
                ? `Read${data.readAt === null ? '' : ` ${formatNewYorkDateTime(data.readAt)}`}`
                : detailsStatus(data) === 'DELETED'
                  ? 'Deleted'
                  : 'Unread'}
            </dd>
            <dt>Category</dt>
            <dd>{alertCategoryWords(alert?.category ?? null)}</dd>
            {data.symbol === null ? null : (
              <>
                <dt>Symbol</dt>
                <dd data-testid="alert-symbol">
                  <ProviderText text={describeAlertSymbol(data.symbol)} />
                </dd>
              </>
            )}
          </dl>
          {link === null || data.symbol === null ? null : (
            <p className="order-links">
              <button type="button" className="order-link" data-link="chain" onClick={() => openContract(link)}>
                {`${data.symbol.kind === 'option' ? describeAlertSymbol(data.symbol) : link.underlier} in the chain`}
              </button>
            </p>
          )}
          <h4 className="alert-message-title">Message</h4>
          {data.message === '' ? (
            <div className="alert-message" data-testid="alert-message">
              <span className="muted">The alert has no message.</span>
            </div>
          ) : (
            <bdi className="alert-message" data-testid="alert-message">
              {data.message}
            </bdi>
          )}
          {links.length === 0 ? null : (
            <>
              <h4 className="alert-message-title">Links in the message</h4>
              <ul className="alert-links" data-testid="alert-links">
                {links.map((one, index) => (
                  <li key={`${String(index)}-${one.href}`}>
                    <ProviderLink words={one.text} url={one.href} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
