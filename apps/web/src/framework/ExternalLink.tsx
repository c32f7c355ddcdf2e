import type { ReactNode } from 'react';

/** A link that opens in a new tab without handing the console's address to the other site. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
