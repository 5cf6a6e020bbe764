/**
 * The details of the active order beside the table: its fields in words, its links to a changed
 * order's other version, its place in a group, and its event timeline from the single-order call
 * (fetched when the order is opened). A failure of that call is shown here and never touches the
 * list; on the legacy API, which has no such call, the panel says so.
 */
import { useId, type ReactNode } from 'react';
import type { GroupOrder, Order } from '../../../../shared/domain/orders.ts';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { toAppError } from '../../../api.ts';
import { Problem } from '../../../components/problem.tsx';
import { ProviderText } from '../../../components/provider-text.tsx';
import { useNow } from '../../../time.ts';
import { orderFillWords } from '../../../../shared/domain/spread-units.ts';
import { strategyWords } from '../../../../shared/domain/strategy.ts';
import { formatEasternStamp, formatMoney, groupTypeWords, orderTypeLabel, statusLabel } from '../format/order-format.ts';
import { memberLabel, memberOfWords, orderLinks, platformId } from './order-links.ts';
import { executedWords, timelineEntries } from './order-timeline.ts';
import { LegChainLinks } from './leg-chain-links.tsx';
import { useOrderDetails } from '../use-order-history.ts';
import { orderValues } from '../table/unit-values.ts';

interface OrderDetailsPanelProps {
  environment: EnvironmentId;
  accountKey: string;
  /** The active order, and its group when it is a member; `null` when no order is active. */
  order: Order | null;
  group: GroupOrder | null;
  /** Platform order IDs in the list shown: a link to one of them can jump. */
  present: { has(orderId: string): boolean };
  onJump(orderId: string): void;
  onClose(): void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Timeline({ environment, accountKey, orderId }: { environment: EnvironmentId; accountKey: string; orderId: string }) {
  const details = useOrderDetails(environment, accountKey, orderId);
  if (details.isPending) {
    return (
      <p className="muted" data-testid="timeline-loading">
        <span className="spinner spinner-small" aria-hidden="true" /> Loading the order’s events…
      </p>
    );
  }
  if (details.isError) {
    const error = toAppError(details.error);
    if (error.code === 'unsupported') {
      return (
        <p className="muted" data-testid="timeline-unsupported">
          Order events need the current API (v1).
        </p>
      );
    }
    return (
      <div data-testid="timeline-failed">
        <Problem error={error} title="The order’s events could not be loaded." />
      </div>
    );
  }
  const entries = timelineEntries(details.data.events);
  if (entries.length === 0) return <p className="muted">The brokerage lists no events for this order.</p>;
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.name}-${String(index)}`} className={`timeline-${entry.tone}`} data-event={entry.name}>
          <span className="timeline-words">{entry.words}</span>
          {entry.at === null ? (
            <span className="muted timeline-when">{entry.when}</span>
          ) : (
            <time className="timeline-when" dateTime={new Date(entry.at).toISOString()}>
              {entry.when}
            </time>
          )}
          {entry.legs.length === 0 ? null : (
            <ul className="timeline-legs">
              {entry.legs.map((leg, legIndex) => (
                <li key={`${leg}-${String(legIndex)}`}>{leg}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The panel; empty words when no order is active. */
export function OrderDetailsPanel({ environment, accountKey, order, group, present, onJump, onClose }: OrderDetailsPanelProps) {
  const headingId = useId();
  // Only the panel ticks (an executed time in the future is not real): the table never re-renders with it.
  const now = useNow(60_000);
  return (
    <aside className="order-details" aria-labelledby={headingId} data-testid="order-details">
      <header className="order-details-head">
        <h3 id={headingId}>
          {order === null ? 'Order details' : `Order ${platformId(order)}${memberLabel(order) === null ? '' : ` ${memberLabel(order) ?? ''}`}`}
        </h3>
        <button type="button" className="button button-small" onClick={onClose} aria-label="Close order details">
          Close
        </button>
      </header>
      {order === null ? (
        <p className="muted">Choose an order in the table to see its details and events.</p>
      ) : (
        <OrderDetailsBody environment={environment} accountKey={accountKey} order={order} group={group} present={present} now={now} onJump={onJump} />
      )}
    </aside>
  );
}

function OrderDetailsBody({
  environment,
  accountKey,
  order,
  group,
  present,
  now,
  onJump,
}: Omit<OrderDetailsPanelProps, 'onClose' | 'order'> & { order: Order; now: number }) {
  const values = orderValues(order);
  const executed = executedWords(order, now, formatEasternStamp);
  const links = orderLinks(order, present);
  return (
    <>
      <dl className="order-fields">
        <Field label="What">
          <ProviderText text={values.description} />
        </Field>
        <Field label="Status">{statusLabel(order.status)}</Field>
        <Field label="Type">{orderTypeLabel(order.orderType)}</Field>
        {values.strategy === null ? null : <Field label="Strategy">{strategyWords(values.strategy)}</Field>}
        {group === null ? null : <Field label="Group">{memberOfWords(order, groupTypeWords(group.groupType).split(':')[0] ?? '', group.groupOrderId)}</Field>}
        <Field label="Action">{values.action}</Field>
        <Field label="Filled">{`${orderFillWords(order.legs)} filled`}</Field>
        <Field label="Price">{values.price === '' ? '—' : values.netFill === null ? values.price : `${values.price}, ${values.netFill}`}</Field>
        <Field label="Term">{values.term}</Field>
        <Field label="Placed">{order.placedAt === null ? '—' : `${formatEasternStamp(order.placedAt)} ET`}</Field>
        <Field label="Executed">
          {executed === null ? (
            <span className="muted">Not executed</span>
          ) : executed === 'time not given' ? (
            <span className="muted">{executed}</span>
          ) : (
            executed
          )}
        </Field>
        <Field label="Value">{formatMoney(values.value)}</Field>
      </dl>
      {links.length === 0 ? null : (
        <p className="order-links" data-testid="order-links">
          {links.map((link) =>
            link.present ? (
              <button key={link.kind} type="button" className="order-link" data-link={link.kind} onClick={() => onJump(link.orderId)}>
                {link.words}
              </button>
            ) : (
              <span key={link.kind} className="muted" data-link={link.kind}>
                {link.words} (not in this list)
              </span>
            ),
          )}
        </p>
      )}
      <LegChainLinks order={order} />
      <h4 className="timeline-title">Events</h4>
      {/* The single-order call takes the platform's ID: a group member's events are its group's. */}
      <Timeline environment={environment} accountKey={accountKey} orderId={platformId(order)} />
    </>
  );
}
