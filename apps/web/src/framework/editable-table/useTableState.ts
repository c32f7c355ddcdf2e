import { TABLE_DRAG_SORT_KEY } from '@scenecast/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { currentLang } from '../i18n';
import { insertRows, moveRow, newRow, removeRows, renumber, shiftRows } from './rowOps';
import type { EditableColumn, TableRow } from './types';
import { failuresByRow, TableValidationError, validateOneCell, validateRows } from './validation';

type RowErrors = Map<string, Record<string, string>>;

const sameKey = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

interface Options {
  columns: readonly EditableColumn[];
  dataSource: readonly TableRow[];
  sortKey?: string;
  paneKey?: string;
}

/** The table's rows, selection, deleted ids and cell errors, with the operations on them. */
export function useTableState({ columns, dataSource, sortKey = TABLE_DRAG_SORT_KEY, paneKey }: Options) {
  const [rows, setRows] = useState<TableRow[]>(() => [...dataSource]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [errors, setErrors] = useState<RowErrors>(() => new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const deletedRef = useRef(deleted);
  deletedRef.current = deleted;

  useEffect(() => {
    setRows([...dataSource]);
    setDeleted([]);
    setErrors(new Map());
    setSelected(new Set());
  }, [dataSource]);

  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const setCells = useCallback(
    (rowId: string, values: Record<string, unknown>) => {
      const current = rowsRef.current;
      const index = current.findIndex((row) => row.id === rowId);
      if (index < 0) return;
      const row = { ...current[index], ...values };
      const next = [...current];
      next[index] = row;
      rowsRef.current = next;
      setRows(next);
      const before = current[index];
      setErrors((previous) => {
        let map = previous;
        const update = (target: TableRow, column: EditableColumn) => {
          const message = validateOneCell(next, target, column, currentLang());
          const rowErrors = map.get(target.id);
          if ((rowErrors?.[column.key] ?? null) === message) return;
          const changed = { ...rowErrors };
          if (message === null) delete changed[column.key];
          else changed[column.key] = message;
          if (map === previous) map = new Map(previous);
          if (Object.keys(changed).length === 0) map.delete(target.id);
          else map.set(target.id, changed);
        };
        for (const key of Object.keys(values)) {
          const column = columnByKey.get(key);
          if (!column) continue;
          update(row, column);
          // A unique column: the rows that shared the old value, or share the new one, are decided again.
          if (!column.validateRules?.some((rule) => 'unique' in rule)) continue;
          const touched = new Set([sameKey(before[key]), sameKey(row[key])]);
          touched.delete('');
          for (const other of next) {
            if (other.id !== rowId && touched.has(sameKey(other[key]))) update(other, column);
          }
        }
        return map;
      });
    },
    [columnByKey],
  );

  const commitOrder = useCallback(
    (next: TableRow[]) => {
      const numbered = renumber(next, sortKey);
      rowsRef.current = numbered;
      setRows(numbered);
    },
    [sortKey],
  );

  /** Adds `count` new rows before `index`; answers the index of the first. */
  const add = useCallback(
    (count: number, index: number) => {
      const added = Array.from({ length: count }, () => newRow(columns));
      commitOrder(insertRows(rowsRef.current, added, index));
      return Math.min(index, rowsRef.current.length - count);
    },
    [columns, commitOrder],
  );

  const move = useCallback(
    (fromId: string, toId: string) => {
      const current = rowsRef.current;
      commitOrder(
        moveRow(
          current,
          current.findIndex((row) => row.id === fromId),
          current.findIndex((row) => row.id === toId),
        ),
      );
    },
    [commitOrder],
  );

  const shiftSelected = useCallback(
    (step: -1 | 1) => commitOrder(shiftRows(rowsRef.current, selected, step)),
    [commitOrder, selected],
  );

  const removeSelected = useCallback(() => {
    const result = removeRows(rowsRef.current, selected);
    commitOrder(result.rows);
    setDeleted((previous) => [...previous, ...result.deleted]);
    setErrors((previous) => {
      const map = new Map(previous);
      for (const id of selected) map.delete(id);
      return map;
    });
    setSelected(new Set());
  }, [commitOrder, selected]);

  const toggleSelected = useCallback((rowId: string, on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  }, []);

  const selectAll = useCallback((on: boolean) => {
    setSelected(on ? new Set(rowsRef.current.map((row) => row.id)) : new Set());
  }, []);

  /** Resolves the rows, or rejects with the validation error after marking the failing cells. */
  const validate = useCallback((): Promise<TableRow[]> => {
    const lang = currentLang();
    const failures = validateRows(rowsRef.current, columns, lang);
    setErrors(failuresByRow(failures));
    if (failures.length > 0) return Promise.reject(new TableValidationError(paneKey, failures, lang));
    return Promise.resolve(rowsRef.current);
  }, [columns, paneKey]);

  return {
    rows,
    rowsRef,
    deletedRef,
    errors,
    selected,
    setCells,
    add,
    move,
    shiftSelected,
    removeSelected,
    toggleSelected,
    selectAll,
    validate,
  };
}
