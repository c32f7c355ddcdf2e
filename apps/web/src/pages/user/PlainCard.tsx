import type { HTMLAttributes, ReactNode } from 'react';

interface PlainCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  children: ReactNode;
}

/**
 * A card for the public pages. antd Card imports Tabs (for its tab list) and with it the menu
 * and dropdown code; the login page budget has no room for them.
 */
export function PlainCard({ title, children, className, ...rest }: PlainCardProps) {
  return (
    <section className={['sc-plain-card', className].filter(Boolean).join(' ')} {...rest}>
      {title && <header className="sc-plain-card-head">{title}</header>}
      <div className="sc-plain-card-body">{children}</div>
    </section>
  );
}
