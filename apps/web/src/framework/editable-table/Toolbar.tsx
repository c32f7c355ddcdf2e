import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { AddRowSettings } from '@scenecast/contracts';
import { Button, Form, InputNumber, Popover, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAddSettings, saveAddSettings } from './addSettings';

interface ToolbarProps {
  excluded: ReadonlySet<string>;
  selectedCount: number;
  total: number;
  onAdd: (settings: AddRowSettings) => void;
  onInsert: (where: 'above' | 'below') => void;
  onDelete: () => void;
  onShift: (step: -1 | 1) => void;
  onClearSelection: () => void;
}

function AddSettingsForm() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(readAddSettings);
  const change = (patch: Partial<AddRowSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    saveAddSettings(next);
  };
  return (
    <Form layout="horizontal" colon={false} style={{ width: 260 }} data-testid="et-add-settings-form">
      <Form.Item label={t('editableTable.rowCount')} style={{ marginBottom: 8 }}>
        <InputNumber
          min={1}
          precision={0}
          value={settings.rowCount}
          onChange={(value) => change({ rowCount: value ?? 1 })}
          data-testid="et-setting-rows"
        />
      </Form.Item>
      <Form.Item
        label={t('editableTable.position')}
        tooltip={t('editableTable.positionHint')}
        style={{ marginBottom: 8 }}
      >
        <InputNumber
          min={0}
          precision={0}
          value={settings.position}
          onChange={(value) => change({ position: value ?? 0 })}
          data-testid="et-setting-position"
        />
      </Form.Item>
      <Form.Item label={t('editableTable.scrollToBottom')} style={{ marginBottom: 0 }}>
        <Switch checked={settings.scrollToBottom} onChange={(on) => change({ scrollToBottom: on })} />
      </Form.Item>
    </Form>
  );
}

/** Add (with its stored settings), insert, delete, move; add and batch_delete can be excluded by permission. */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const { excluded, selectedCount, total } = props;
  const canAdd = !excluded.has('add');
  const hasSelection = selectedCount > 0;
  return (
    <div className="jet-toolbar">
      <Space wrap>
        {canAdd && (
          <Space.Compact>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => props.onAdd(readAddSettings())}
              data-testid="et-add"
            >
              {t('editableTable.add')}
            </Button>
            <Popover trigger="click" title={t('editableTable.addSettings')} content={<AddSettingsForm />}>
              <Button
                icon={<SettingOutlined />}
                aria-label={t('editableTable.addSettings')}
                data-testid="et-add-settings"
              />
            </Popover>
          </Space.Compact>
        )}
        {canAdd && (
          <Button disabled={!hasSelection} onClick={() => props.onInsert('above')} data-testid="et-insert-above">
            {t('editableTable.insertAbove')}
          </Button>
        )}
        {canAdd && (
          <Button disabled={!hasSelection} onClick={() => props.onInsert('below')} data-testid="et-insert-below">
            {t('editableTable.insertBelow')}
          </Button>
        )}
        {!excluded.has('batch_delete') && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!hasSelection}
            onClick={props.onDelete}
            data-testid="et-delete"
          >
            {t('editableTable.delete')}
          </Button>
        )}
        <Button
          icon={<ArrowUpOutlined />}
          disabled={!hasSelection}
          onClick={() => props.onShift(-1)}
          data-testid="et-move-up"
        >
          {t('editableTable.moveUp')}
        </Button>
        <Button
          icon={<ArrowDownOutlined />}
          disabled={!hasSelection}
          onClick={() => props.onShift(1)}
          data-testid="et-move-down"
        >
          {t('editableTable.moveDown')}
        </Button>
      </Space>
      <Space className="jet-toolbar-info">
        {hasSelection && (
          <>
            <span>{t('editableTable.selected', { count: selectedCount })}</span>
            <Button type="link" size="small" onClick={props.onClearSelection}>
              {t('editableTable.clearSelection')}
            </Button>
          </>
        )}
        <span data-testid="et-total">{t('editableTable.total', { count: total })}</span>
      </Space>
    </div>
  );
}
