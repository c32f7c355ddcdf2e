import { HolderOutlined } from '@ant-design/icons';
import type { DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, useContext } from 'react';

interface RowDrag {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  disabled?: boolean;
}

const RowDragContext = createContext<RowDrag>({});

/** The drag handle of a sortable table row. */
export function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, disabled } = useContext(RowDragContext);
  if (disabled) return null;
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'move' }}
      ref={setActivatorNodeRef}
      aria-label={label}
      data-testid="shop-drag-handle"
      {...listeners}
    />
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string; 'data-draggable'?: boolean };

/** A table row that dnd-kit can move (antd Table `components.body.row`). */
export function SortableRow({ 'data-draggable': draggable, ...props }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
    disabled: !draggable,
  });
  // The handle, not the row, is the focusable drag control.
  const { role: _role, tabIndex: _tabIndex, ...rowAttributes } = attributes;
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging
      ? { position: 'relative', zIndex: 9, background: '#fafcff', boxShadow: '0 6px 16px rgba(0,0,0,.08)' }
      : {}),
  };
  return (
    <RowDragContext.Provider value={{ setActivatorNodeRef, listeners, disabled: !draggable }}>
      <tr {...props} ref={setNodeRef} style={style} {...rowAttributes} />
    </RowDragContext.Provider>
  );
}
