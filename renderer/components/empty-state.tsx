import type { ReactNode } from 'react';

/** A centred message for a view with nothing to show yet, saying what will appear and how. */
export function EmptyState({ title, children, icon }: { title: string; children: ReactNode; icon: ReactNode }) {
  return (
    <section className="empty-state">
      <div className="empty-icon" aria-hidden="true">
        {icon}
      </div>
      <h2>{title}</h2>
      <div className="empty-body">{children}</div>
    </section>
  );
}
