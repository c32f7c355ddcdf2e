import { useTranslation } from 'react-i18next';
import { statistic } from './rowOps';
import { LEAD_WIDTHS, type RowLayout } from './TableRowView';
import type { EditableColumn, StatisticKind, TableRow } from './types';

function kindsOf(columns: readonly EditableColumn[]): StatisticKind[] {
  return (['sum', 'avg'] as const).filter((kind) => columns.some((column) => column.statistics?.includes(kind)));
}

/** How many statistics rows the columns ask for. */
export function statisticKinds(columns: readonly EditableColumn[]): number {
  return kindsOf(columns).length;
}

/** One row per statistic any column asks for (sum, average), under the body. */
export function StatisticsRows({ layout, rows }: { layout: RowLayout; rows: readonly TableRow[] }) {
  const { t } = useTranslation();
  const kinds = kindsOf(layout.columns);
  if (kinds.length === 0) return null;
  const leadWidth =
    LEAD_WIDTHS.index + (layout.dragSort ? LEAD_WIDTHS.drag : 0) + (layout.selectable ? LEAD_WIDTHS.select : 0);
  return (
    <div className="jet-statistics">
      {kinds.map((kind) => (
        <div key={kind} className="jet-statistics-row" data-testid={`et-statistics-${kind}`}>
          <div className="jet-cell jet-lead" style={{ width: leadWidth }}>
            {t(`editableTable.${kind}`)}
          </div>
          {layout.columns.map((column, index) => (
            <div
              key={column.key}
              className="jet-cell"
              style={{ width: layout.widths[index] }}
              data-testid={`et-statistic-${kind}-${column.key}`}
            >
              {column.statistics?.includes(kind) ? statistic(rows, column.key, kind) : ''}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
