import {
  type AddRowSettings,
  msg,
  TABLE_INSERT_DEBOUNCE_MS,
  TABLE_MAX_HEIGHT_PX,
  TABLE_ROW_HEIGHT_PX,
} from '@scenecast/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty, Spin } from 'antd';
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { storedExclusions } from './buttonAuth';
import { TableOptionsContext, useTableOptions } from './cells/options';
import './editableTable.css';
import { HeaderRow } from './HeaderRow';
import './locale';
import { addIndex, isInsertTooFast } from './rowOps';
import { StatisticsRows, statisticKinds } from './StatisticsRows';
import { createScrollSettle, ScrollSettleContext } from './scrollSettle';
import { type RowActions, RowActionsContext, type RowLayout } from './TableRowView';
import { Toolbar } from './Toolbar';
import type { EditableColumn, EditMode, TableRow } from './types';
import { useTableState } from './useTableState';
import { VirtualBody } from './VirtualBody';
import { isTableValidationError } from './validation';

export interface EditableTableHandle {
  /** The rows as they stand, without validating. */
  getValues: () => TableRow[];
  /** Ids of removed rows the server knows. */
  getDeletedIds: () => string[];
  /** The rows, or a rejection with the validation error (the failing cells are shown). */
  validate: () => Promise<TableRow[]>;
}

export interface EditableTableProps {
  columns: readonly EditableColumn[];
  dataSource: readonly TableRow[];
  ref?: Ref<EditableTableHandle>;
  /** Cells are editors always, or only the clicked one. */
  editMode?: EditMode;
  dragSort?: boolean;
  /** The drag-sort key, orderNum by default. */
  sortKey?: string;
  rowSelection?: boolean;
  /** The permission prefix whose missing actions (add, batch_delete) hide buttons. */
  authPre?: string;
  /** Named on the validation error, so a form of several tables knows which pane failed. */
  paneKey?: string;
  loading?: boolean;
  maxHeight?: number;
}

const HEADER_HEIGHT = 40;
const DEFAULT_WIDTH = 160;
/** Rows mounted beyond the visible ones: 400 px shows about 7, so about 9 are rendered. */
const OVERSCAN = 2;
/** Clicks in these (antd popups are portalled) do not end editing. */
const POPUP_SELECTOR = '.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-modal-root, .ant-dropdown';

export function EditableTable({
  columns,
  dataSource,
  ref,
  editMode = 'always',
  dragSort = false,
  sortKey,
  rowSelection = true,
  authPre,
  paneKey,
  loading = false,
  maxHeight = TABLE_MAX_HEIGHT_PX,
}: EditableTableProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const state = useTableState({ columns, dataSource, sortKey, paneKey });
  const { rows, selected, errors } = state;
  const [editing, setEditing] = useState<{ rowId: string; key: string } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastInsertAt = useRef<number | null>(null);
  const excluded = useMemo(() => storedExclusions(authPre), [authPre]);
  const options = useTableOptions(columns);

  const layout = useMemo<RowLayout>(() => {
    const shown = columns.filter((column) => column.type !== 'hidden');
    return {
      columns: shown,
      widths: shown.map((column) => column.width ?? DEFAULT_WIDTH),
      dragSort,
      selectable: rowSelection,
      editMode,
      labels: { drag: t('editableTable.dragSort'), select: t('editableTable.selectRow') },
    };
  }, [columns, dragSort, rowSelection, editMode, t]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT_PX,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const [settle] = useState(createScrollSettle);
  useLayoutEffect(() => settle.setScrolling(virtualizer.isScrolling));

  const { setCells, toggleSelected } = state;
  const actions = useMemo<RowActions>(
    () => ({ setCells, toggleSelected, startEditing: (rowId, key) => setEditing({ rowId, key }) }),
    [setCells, toggleSelected],
  );

  useEffect(() => {
    if (!editing) return;
    const end = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-editing="true"]') || target?.closest(POPUP_SELECTOR)) return;
      setEditing(null);
    };
    document.addEventListener('pointerdown', end, true);
    return () => document.removeEventListener('pointerdown', end, true);
  }, [editing]);

  /** Every insertion goes through here: twice within 1500 ms is refused with the spec's message. */
  const insert = (count: number, index: number, scrollToEnd: boolean) => {
    const now = Date.now();
    if (isInsertTooFast(lastInsertAt.current, now, TABLE_INSERT_DEBOUNCE_MS)) {
      message.warning(msg('tableInsertTooFast', currentLang()));
      return;
    }
    lastInsertAt.current = now;
    const first = state.add(count, index);
    requestAnimationFrame(() =>
      virtualizer.scrollToIndex(scrollToEnd ? state.rowsRef.current.length - 1 : first, { align: 'auto' }),
    );
  };

  const onAdd = (settings: AddRowSettings) =>
    insert(settings.rowCount, addIndex(settings, rows.length), settings.scrollToBottom);

  const onInsert = (where: 'above' | 'below') => {
    const indexes = rows.flatMap((row, index) => (selected.has(row.id) ? [index] : []));
    if (indexes.length === 0) return;
    insert(1, where === 'above' ? indexes[0] : indexes[indexes.length - 1] + 1, false);
  };

  const { validate, rowsRef, deletedRef } = state;
  useImperativeHandle(
    ref,
    () => ({
      getValues: () => rowsRef.current,
      getDeletedIds: () => deletedRef.current,
      validate: () =>
        validate().catch((error: unknown) => {
          const first = rowsRef.current.findIndex((row) => row.id === firstFailingRow(error));
          if (first >= 0) virtualizer.scrollToIndex(first, { align: 'center' });
          throw error;
        }),
    }),
    [validate, rowsRef, deletedRef, virtualizer],
  );

  const onSelectAll = useCallback((on: boolean) => state.selectAll(on), [state.selectAll]);

  return (
    <div className="jet-table" data-testid="editable-table">
      <Toolbar
        excluded={excluded}
        selectedCount={selected.size}
        total={rows.length}
        onAdd={onAdd}
        onInsert={onInsert}
        onDelete={state.removeSelected}
        onShift={state.shiftSelected}
        onClearSelection={() => state.selectAll(false)}
      />
      <Spin spinning={loading}>
        <div
          ref={scrollRef}
          className="jet-scroll"
          style={{ maxHeight: maxHeight + HEADER_HEIGHT * (1 + statisticKinds(columns)) }}
          data-testid="et-scroll"
        >
          <HeaderRow
            layout={layout}
            allSelected={rows.length > 0 && selected.size === rows.length}
            someSelected={selected.size > 0}
            onSelectAll={onSelectAll}
          />
          <RowActionsContext.Provider value={actions}>
            <TableOptionsContext.Provider value={options}>
              <ScrollSettleContext.Provider value={settle}>
                <VirtualBody
                  virtualizer={virtualizer}
                  offset={HEADER_HEIGHT}
                  layout={layout}
                  rows={rows}
                  selected={selected}
                  errors={errors}
                  editing={editing}
                  onMove={state.move}
                />
              </ScrollSettleContext.Provider>
            </TableOptionsContext.Provider>
          </RowActionsContext.Provider>
          {rows.length === 0 && <Empty className="jet-empty" description={t('editableTable.empty')} />}
          <StatisticsRows layout={layout} rows={rows} />
        </div>
      </Spin>
    </div>
  );
}

function firstFailingRow(error: unknown): string | undefined {
  return isTableValidationError(error) ? error.failures[0]?.rowId : undefined;
}
