import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import './locale';

interface RowActionsProps {
  /** Up and down buttons for a row of an ordered list; left out where the list cannot be reordered. */
  move?: { index: number; count: number; onMove: (index: number, step: -1 | 1) => void };
  onEdit: () => void;
  /** Asks before deleting (the page's confirm dialog names the row). */
  onDelete: () => void;
}

/** A table row's icon buttons: move up and down, edit, delete. */
export function RowActions({ move, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      {move && (
        <>
          <Button
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('display.moveUp')}
            disabled={move.index === 0}
            onClick={() => move.onMove(move.index, -1)}
          />
          <Button
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('display.moveDown')}
            disabled={move.index === move.count - 1}
            onClick={() => move.onMove(move.index, 1)}
          />
        </>
      )}
      <Button type="link" icon={<EditOutlined />} aria-label={t('display.edit')} onClick={onEdit} />
      <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('display.delete')} onClick={onDelete} />
    </Space>
  );
}
