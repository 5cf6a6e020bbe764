/**
 * The status tabs with their counts (keys 1 to 5 pick them, see orders-view.tsx) and the symbol
 * search (`/` focuses it).
 */
import type { RefObject } from 'react';
import { STATUS_TABS, STATUS_TAB_LABELS, type StatusTab, type TabCounts } from '../format/order-status.ts';

/** The element the tabs control (see orders-panel.tsx); each tab's own id labels it. */
export const ORDERS_TABPANEL_ID = 'orders-tabpanel';
/** The id of a status tab's button. */
export const statusTabId = (tab: StatusTab) => `orders-tab-${tab}`;

/**
 * Tabs All / Open / Executed / Cancelled / Other with counts. Every count counts orders, a group's
 * members one each; `allTitle` says so in words on the All tab ("1,450 orders (174 of them in 87
 * group orders)"), `null` while a search narrows the counts.
 */
export function StatusTabs({
  tab,
  counts,
  onTab,
  allTitle = null,
}: {
  tab: StatusTab;
  counts: TabCounts;
  onTab(tab: StatusTab): void;
  allTitle?: string | null;
}) {
  return (
    <div className="status-tabs" role="tablist" aria-label="Order status">
      {STATUS_TABS.map((id, index) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={statusTabId(id)}
          className="status-tab"
          aria-selected={tab === id}
          aria-controls={ORDERS_TABPANEL_ID}
          tabIndex={tab === id ? 0 : -1}
          title={`${id === 'all' && allTitle !== null ? allTitle : STATUS_TAB_LABELS[id]} (key ${index + 1})`}
          onClick={() => onTab(id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const step = event.key === 'ArrowRight' ? 1 : STATUS_TABS.length - 1;
            onTab(STATUS_TABS[(index + step) % STATUS_TABS.length] as StatusTab);
            event.preventDefault();
          }}
          data-tab={id}
        >
          {STATUS_TAB_LABELS[id]} <span className="tab-count">{counts[id]}</span>
        </button>
      ))}
    </div>
  );
}

/** The search field: symbol, description or order ID. */
export function OrderSearch({ value, onChange, inputRef }: { value: string; onChange(value: string): void; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="order-search">
      <input
        ref={inputRef}
        type="search"
        aria-label="Search orders by symbol or order ID"
        placeholder="Search symbol or order ID   /"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            onChange('');
            event.stopPropagation();
          }
        }}
        data-testid="order-search"
      />
    </div>
  );
}
