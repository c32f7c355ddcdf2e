import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Checkbox } from 'antd';
import { createContext, memo, useContext } from 'react';
import { CELL_EDITORS, CellText, isAlwaysLive } from './cells/registry';
import { useSettledLive } from './scrollSettle';
import type { EditableColumn, EditMode, TableRow } from './types';

/** The row-level callbacks, stable for the table's life, shared without re-rendering rows. */
export interface RowActions {
  setCells: (rowId: string, values: Record<string, unknown>) => void;
  toggleSelected: (rowId: string, on: boolean) => void;
  startEditing: (rowId: string, key: string) => void;
}

export const RowActionsContext = createContext<RowActions | null>(null);

export interface RowLayout {
  columns: readonly EditableColumn[];
  widths: readonly number[];
  dragSort: boolean;
  selectable: boolean;
  editMode: EditMode;
  labels: { drag: string; select: string };
}

interface RowProps {
  layout: RowLayout;
  row: TableRow;
  rowIndex: number;
  top: number;
  isSelected: boolean;
  /** The column being edited in click mode, if in this row. */
  editingKey: string | null;
  rowErrors: Record<string, string> | undefined;
}

export const LEAD_WIDTHS = { drag: 32, select: 40, index: 50 } as const;

type Sortable = ReturnType<typeof useSortable>;

/**
 * A sortable row re-renders whenever dnd-kit's context changes, which happens as rows mount while
 * scrolling; its cells are a memoised part of their own, so those renders stay cheap.
 */
function SortableRow(props: RowProps) {
  return <RowFrame {...props} sortable={useSortable({ id: props.row.id })} />;
}

function RowFrame({ sortable, ...props }: RowProps & { sortable: Sortable | null }) {
  const { layout, row, rowIndex, top, isSelected } = props;
  const actions = useContext(RowActionsContext);
  if (!actions) return null;
  const { role: _role, tabIndex: _tabIndex, ...rowAttributes } = sortable?.attributes ?? {};
  const transform = sortable?.transform;
  // Placed by `top`, not a transform: dnd-kit measures rows without their transforms.
  return (
    <div
      ref={sortable?.setNodeRef}
      {...rowAttributes}
      className={`jet-row${isSelected ? ' jet-row-selected' : ''}${sortable?.isDragging ? ' jet-row-dragging' : ''}`}
      style={{
        top,
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition: sortable?.transition,
      }}
      data-testid="et-row"
      data-row-id={row.id}
    >
      {sortable && (
        <div className="jet-cell jet-lead" style={{ width: LEAD_WIDTHS.drag }}>
          <button
            type="button"
            className="jet-drag-handle"
            ref={sortable.setActivatorNodeRef}
            aria-label={layout.labels.drag}
            data-testid="et-drag-handle"
            {...sortable.listeners}
          >
            <HolderOutlined />
          </button>
        </div>
      )}
      {layout.selectable && (
        <div className="jet-cell jet-lead" style={{ width: LEAD_WIDTHS.select }}>
          <Checkbox
            checked={isSelected}
            onChange={(event) => actions.toggleSelected(row.id, event.target.checked)}
            aria-label={layout.labels.select}
            data-testid="et-row-select"
          />
        </div>
      )}
      <div className="jet-cell jet-lead jet-index" style={{ width: LEAD_WIDTHS.index }}>
        {rowIndex + 1}
      </div>
      <RowCells {...props} actions={actions} />
    </div>
  );
}

const RowCells = memo(function RowCells({
  layout,
  row,
  rowIndex,
  editingKey,
  rowErrors,
  actions,
}: RowProps & { actions: RowActions }) {
  const isSettled = useSettledLive();
  const editsAll = layout.editMode === 'always' && isSettled;
  return layout.columns.map((column, columnIndex) => {
    const message = rowErrors?.[column.key];
    const live = editsAll || editingKey === column.key || isAlwaysLive(column);
    const Editor = column.type === 'hidden' ? null : CELL_EDITORS[column.type];
    return (
      <div
        key={column.key}
        className={`jet-cell${message ? ' jet-cell-invalid' : ''}`}
        style={{ width: layout.widths[columnIndex] }}
        data-testid={`et-cell-${column.key}`}
        data-editing={editingKey === column.key || undefined}
      >
        {Editor && live ? (
          <Editor
            column={column}
            value={row[column.key]}
            row={row}
            rowIndex={rowIndex}
            onChange={(value) => actions.setCells(row.id, { [column.key]: value })}
            onRowChange={(values) => actions.setCells(row.id, values)}
            autoFocus={editingKey === column.key}
            invalid={Boolean(message)}
          />
        ) : (
          <button
            type="button"
            className="jet-cell-text"
            onClick={() => actions.startEditing(row.id, column.key)}
            disabled={column.disabled}
          >
            <CellText column={column} value={row[column.key]} />
          </button>
        )}
        {message && (
          <div className="jet-cell-error" data-testid="et-cell-error">
            {message}
          </div>
        )}
      </div>
    );
  });
});

export const TableRowView = memo(function TableRowView(props: RowProps) {
  return props.layout.dragSort ? <SortableRow {...props} /> : <RowFrame {...props} sortable={null} />;
});
