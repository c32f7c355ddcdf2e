import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Segmented, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  committedRows,
  EditableTable,
  type EditableTableHandle,
  type EditMode,
  isTableValidationError,
  type TableRow,
} from '../../framework/editable-table';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { useDemoTableRecords, useSaveDemoBatch } from './editableTableApi';
import { demoColumns, manyRows, recordOfRow, rowOfRecord } from './editableTableColumns';
import './tableDemoLocale';

type Mode = 'records' | 'large';
const LARGE_ROW_COUNT = 10_000;

/** 组件示例 → 可编辑表格: the demo records in an editable table, and 10,000 made rows for the virtual body. */
export default function EditableTableDemoPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [mode, setMode] = useState<Mode>('records');
  const [editMode, setEditMode] = useState<EditMode>('always');
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Bumped to start the table afresh from the records (reload, after a save). */
  const [version, setVersion] = useState(0);
  const table = useRef<EditableTableHandle>(null);
  const records = useDemoTableRecords();
  const save = useSaveDemoBatch();
  const columns = useMemo(() => demoColumns(t), [t]);
  const recordRows = useMemo<TableRow[]>(() => (records.data?.records ?? []).map(rowOfRecord), [records.data]);
  const largeRows = useMemo<TableRow[]>(() => (mode === 'large' ? manyRows(LARGE_ROW_COUNT) : []), [mode]);

  const commit = async () => {
    const handle = table.current;
    if (!handle) return;
    setRefusal(null);
    try {
      const rows = await handle.validate();
      const result = await save.mutateAsync({
        records: committedRows(rows).map(recordOfRow),
        deletedIds: handle.getDeletedIds(),
      });
      setVersion((value) => value + 1);
      message.success(t('tableDemo.saved', { count: result.saved }));
    } catch (error) {
      if (isTableValidationError(error)) {
        message.error(t('tableDemo.invalid', { count: error.failures.length }));
      } else {
        setRefusal(error instanceof RequestError || error instanceof Error ? error.message : String(error));
      }
    }
  };

  return (
    <Card title={t('tableDemo.title')} data-testid="editable-table-demo">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'records', label: <span data-testid="et-demo-mode-records">{t('tableDemo.records')}</span> },
              { value: 'large', label: <span data-testid="et-demo-mode-large">{t('tableDemo.tenThousand')}</span> },
            ]}
          />
          <Segmented<EditMode>
            value={editMode}
            onChange={setEditMode}
            options={[
              { value: 'always', label: t('tableDemo.editAlways') },
              { value: 'click', label: <span data-testid="et-demo-edit-click">{t('tableDemo.editOnClick')}</span> },
            ]}
          />
          {mode === 'records' && (
            <>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={save.isPending}
                onClick={() => void commit()}
                data-testid="et-demo-save"
              >
                {t('tableDemo.save')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  setRefusal(null);
                  setVersion((value) => value + 1);
                  void records.refetch();
                }}
                data-testid="et-demo-reload"
              >
                {t('tableDemo.reload')}
              </Button>
            </>
          )}
        </Space>
        <Typography.Text type="secondary">
          {mode === 'records' ? t('tableDemo.hint') : t('tableDemo.largeHint')}
        </Typography.Text>
        {refusal && (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setRefusal(null)}
            title={t('tableDemo.refused', { message: refusal })}
            data-testid="et-demo-refusal"
          />
        )}
        <EditableTable
          key={`${mode}-${version}`}
          ref={table}
          columns={columns}
          dataSource={mode === 'records' ? recordRows : largeRows}
          loading={mode === 'records' && records.isFetching}
          editMode={editMode}
          // Each mounted sortable row re-registers with dnd-kit, re-rendering every other row: scrolling
          // 10,000 rows mounts rows every frame, so the made rows are sorted by move up/down only.
          dragSort={mode === 'records'}
          paneKey="demoRecords"
          authPre="demo:record:"
        />
      </Space>
    </Card>
  );
}
