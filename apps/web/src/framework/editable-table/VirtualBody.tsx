import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useMemo } from 'react';
import { type RowLayout, TableRowView } from './TableRowView';
import type { TableRow } from './types';

interface VirtualBodyProps {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** Pixels above the body inside the scroll area (the sticky header). */
  offset: number;
  layout: RowLayout;
  rows: readonly TableRow[];
  selected: ReadonlySet<string>;
  errors: ReadonlyMap<string, Record<string, string>>;
  editing: { rowId: string; key: string } | null;
  onMove: (fromId: string, toId: string) => void;
}

/** Only the rows in view (and a couple more) are mounted; rows are dragged by their handle. */
export function VirtualBody({
  virtualizer,
  offset,
  layout,
  rows,
  selected,
  errors,
  editing,
  onMove,
}: VirtualBodyProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  const width = layout.widths.reduce((sum, value) => sum + value, 0);
  return (
    <DndContext sensors={sensors} modifiers={[restrictToVerticalAxis]} onDragEnd={dragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!layout.dragSort}>
        <div
          className="jet-body"
          style={{ height: virtualizer.getTotalSize(), minWidth: width }}
          data-testid="et-body"
          data-row-count={rows.length}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <TableRowView
                key={row.id}
                layout={layout}
                row={row}
                rowIndex={item.index}
                top={item.start - offset}
                isSelected={selected.has(row.id)}
                editingKey={editing?.rowId === row.id ? editing.key : null}
                rowErrors={errors.get(row.id)}
              />
            );
          })}
        </div>
      </SortableContext>
    </DndContext>
  );
}
