import { CopyOutlined, SearchOutlined } from '@ant-design/icons';
import {
  HJ_NAME_MAX,
  HJ_SHARE_BY_CODE,
  HJ_SHARE_CODING_LENGTH,
  HJ_SHARE_PRIVATE,
  type WorksHjRecord,
} from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Radio, Skeleton, Space, TreeSelect, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useCopyCode } from '../../framework/useCopyCode';
import { useFeedback } from '../../framework/useFeedback';
import { validValues } from '../../framework/validValues';
import { copySharedHj, readSharedHj, type SharedHj, setShareType, useShareInfo, worksKeys } from './api';
import { hjTreeOptions } from './HjFormModal';

/** A group's share type and its code (the first share makes the code; the group keeps it). */
export function ShareModal({ hj, onClose }: { hj: WorksHjRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const copyCode = useCopyCode();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const info = useShareInfo(hj?.id ?? null);
  const { saving, runSave } = useSaveTask();

  const change = async (shareType: number) => {
    if (!hj) return;
    await runSave(async () => {
      const next = await setShareType(hj.id, shareType);
      queryClient.setQueryData(worksKeys.share(hj.id), next);
      void queryClient.invalidateQueries({ queryKey: worksKeys.all });
      message.success(t('works.share.saved'));
    });
  };

  const copy = (code: string) => copyCode(code, t('works.share.copied'));

  const shared = info.data?.shareType === HJ_SHARE_BY_CODE;
  return (
    <Modal
      open={Boolean(hj)}
      title={hj ? t('works.share.title', { name: hj.name }) : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {info.isLoading ? (
        <Skeleton active />
      ) : (
        <div data-testid="share-modal">
          <Form layout="vertical">
            <Form.Item label={t('works.share.type')}>
              <Radio.Group
                value={info.data?.shareType ?? HJ_SHARE_PRIVATE}
                disabled={saving}
                onChange={(event) => void change(Number(event.target.value))}
                options={[
                  { value: HJ_SHARE_PRIVATE, label: t('works.share.private') },
                  { value: HJ_SHARE_BY_CODE, label: t('works.share.byCode') },
                ]}
                optionType="button"
                buttonStyle="solid"
              />
            </Form.Item>
            {shared && info.data?.shareCoding ? (
              <Form.Item label={t('works.share.code')} extra={t('works.share.hint')}>
                <Space.Compact>
                  <Input
                    readOnly
                    value={info.data.shareCoding}
                    className="works-share-code"
                    data-testid="share-code"
                    style={{ width: 160 }}
                  />
                  <Button icon={<CopyOutlined />} onClick={() => void copy(info.data?.shareCoding ?? '')}>
                    {t('works.share.copy')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Typography.Text type="secondary">{t('works.share.privateHint')}</Typography.Text>
            )}
          </Form>
        </div>
      )}
    </Modal>
  );
}

interface ImportValues {
  coding: string;
  name?: string;
  parentId?: string;
}

/** Look a shared group up by its code, then copy it into this shop's library. */
export function ImportSharedModal({
  open,
  shopId,
  tree,
  onClose,
  onImported,
}: {
  open: boolean;
  shopId: string;
  tree: WorksHjRecord[];
  onClose: () => void;
  onImported: (hj: WorksHjRecord) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ImportValues>();
  const [found, setFound] = useState<SharedHj | null>(null);
  const { saving: busy, runSave } = useSaveTask();

  useEffect(() => {
    if (open) {
      form.resetFields();
      setFound(null);
    }
  }, [open, form]);

  const look = async () => {
    const values = await validValues(form, ['coding']);
    if (!values) return;
    const { coding } = values;
    setFound(null);
    await runSave(async () => {
      const shared = await readSharedHj(coding.trim());
      setFound(shared);
      form.setFieldValue('name', shared.hj.name);
    });
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      const hj = await copySharedHj({
        shareCoding: values.coding.trim(),
        shopId,
        parentId: values.parentId ?? null,
        name: values.name?.trim() || undefined,
      });
      message.success(t('works.import.imported', { name: hj.name }));
      onImported(hj);
    });
  };

  return (
    <Modal
      open={open}
      title={t('works.import.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('works.import.submit')}
      okButtonProps={{ disabled: !found }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="import-shared-form">
        <Form.Item label={t('works.import.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="coding"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('works.import.codePlaceholder') }]}
            >
              <Input
                maxLength={HJ_SHARE_CODING_LENGTH}
                placeholder={t('works.import.codePlaceholder')}
                onChange={() => setFound(null)}
                onPressEnter={() => void look()}
                data-testid="import-code"
              />
            </Form.Item>
            <Button icon={<SearchOutlined />} loading={busy && !found} onClick={() => void look()}>
              {t('works.import.look')}
            </Button>
          </Space.Compact>
        </Form.Item>
        {found && (
          <>
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('works.import.found', { name: found.hj.name, count: found.works.length })}
            />
            <Form.Item name="name" label={t('works.import.name')}>
              <Input maxLength={HJ_NAME_MAX} />
            </Form.Item>
            <Form.Item name="parentId" label={t('works.import.parent')}>
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                treeData={hjTreeOptions(tree)}
                placeholder={t('works.form.topLevel')}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
