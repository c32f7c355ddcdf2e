import type { FenleiNode } from '@scenecast/contracts';
import { Empty, Form, Image, Modal, Radio, Table, Tag, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { setFenleiBatch, useProblemPhotos } from './api';
import { fenleiOptions, fenleiSearch } from './kepianLogic';

interface BatchFenleiModalProps {
  ids: string[] | null;
  tree: FenleiNode[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Batch category edit: the selected albums get exactly these categories, or these added. */
export function BatchFenleiModal({ ids, tree, onClose, onSaved }: BatchFenleiModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [fenleiIds, setFenleiIds] = useState<string[]>([]);
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  const { saving, runSave } = useSaveTask();
  // Each opening starts with no category picked. Cleared as it opens, not once it has closed: the
  // end of the last closing animation would clear what a quick reopening had picked, and "replace"
  // would then take every category off the albums.
  const [openedFor, setOpenedFor] = useState(ids);
  if (ids !== openedFor) {
    setOpenedFor(ids);
    if (ids) setFenleiIds([]);
  }

  const save = async () => {
    if (!ids) return;
    await runSave(async () => {
      await setFenleiBatch(ids, fenleiIds, mode);
      message.success(t('kepian.saved'));
      await onSaved();
      onClose();
    });
  };

  return (
    <Modal
      open={ids !== null}
      title={`${t('kepian.batch.fenlei')} · ${t('kepian.batch.selected', { count: ids?.length ?? 0 })}`}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      data-testid="kepian-batch-dialog"
    >
      <Form layout="vertical">
        <Form.Item label={t('kepian.batch.mode')}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
            <Radio value="replace">{t('kepian.batch.replace')}</Radio>
            <Radio value="add">{t('kepian.batch.append')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('kepian.batch.pick')}>
          <TreeSelect
            treeData={fenleiOptions(tree)}
            value={fenleiIds}
            onChange={(value: string[]) => setFenleiIds(value)}
            multiple
            showSearch={fenleiSearch}
            treeDefaultExpandAll
            allowClear
            data-testid="kepian-batch-fenlei"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ProblemPhotosModalProps {
  shopId: string;
  open: boolean;
  onClose: () => void;
}

/** The shop's problem photos with their reason (unreadable, too small, duplicate). */
export function ProblemPhotosModal({ shopId, open, onClose }: ProblemPhotosModalProps) {
  const { t } = useTranslation();
  const problems = useProblemPhotos(shopId, null, open);
  return (
    <Modal
      open={open}
      title={t('kepian.problems.title')}
      footer={null}
      width={820}
      onCancel={onClose}
      data-testid="kepian-problems-dialog"
    >
      <Typography.Paragraph type="secondary">{t('kepian.problems.fix')}</Typography.Paragraph>
      <Table
        rowKey="photoId"
        size="small"
        data-testid="kepian-problems-table"
        loading={problems.isLoading}
        dataSource={problems.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kepian.problems.empty')} /> }}
        columns={[
          {
            key: 'photo',
            width: 80,
            render: (_, row) => <Image src={row.url} width={56} height={56} className="kepian-cover" />,
          },
          {
            key: 'album',
            title: t('kepian.problems.album'),
            render: (_, row) => `${row.mainNumber} · ${row.title}`,
          },
          {
            key: 'size',
            title: t('kepian.problems.size'),
            render: (_, row) => (row.width && row.height ? `${row.width} × ${row.height}` : '—'),
          },
          {
            key: 'reason',
            title: t('kepian.problems.reason'),
            render: (_, row) => <Tag color="orange">{t(`kepian.problems.reasons.${row.reason}`)}</Tag>,
          },
        ]}
      />
    </Modal>
  );
}
