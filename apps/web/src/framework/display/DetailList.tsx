import type { ReactNode } from 'react';

export interface DetailItem {
  term: ReactNode;
  content: ReactNode;
}

interface DetailListProps {
  title?: ReactNode;
  items: DetailItem[];
  /** Columns of the layout, 1 to 4. */
  col?: 1 | 2 | 3 | 4;
  /** Term above its content rather than beside it. */
  layout?: 'horizontal' | 'vertical';
}

/** The detail-list layout: a titled grid of term and content pairs. */
export function DetailList({ title, items, col = 2, layout = 'horizontal' }: DetailListProps) {
  return (
    <section style={{ marginBottom: 16 }}>
      {title && <div style={{ fontSize: 16, fontWeight: 500, marginBottom: 12 }}>{title}</div>}
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${col}, minmax(0, 1fr))`,
          columnGap: 24,
          rowGap: 12,
          margin: 0,
        }}
      >
        {items.map((item, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: items are given once and never reordered
            key={index}
            style={{ display: 'flex', flexDirection: layout === 'vertical' ? 'column' : 'row', gap: 4 }}
          >
            <dt style={{ color: 'rgba(0,0,0,0.65)', whiteSpace: 'nowrap' }}>{item.term}：</dt>
            <dd style={{ margin: 0, wordBreak: 'break-all' }}>{item.content ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
