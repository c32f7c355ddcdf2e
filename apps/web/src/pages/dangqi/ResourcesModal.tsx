import type { DangqiResourceKind } from '@scenecast/contracts';
import { Button, Form, Input, List, Modal, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActionRunner } from '../../framework/refusal';
import { addResource, editResource, useResources, useShopStaff } from './api';

interface ResourceValues {
  kind: DangqiResourceKind;
  name: string;
  userId?: string;
}

/** The shop's photographers and rooms: add one, retire one or use it again. */
export function ResourcesModal({ shopId, open, onClose }: { shopId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResourceValues>();
  const resources = useResources(open ? shopId : null);
  const staff = useShopStaff(open ? shopId : null);
  const run = useActionRunner(() => resources.refetch());
  const kind = Form.useWatch('kind', form);

  const add = async (values: ResourceValues) => {
    if (await run(() => addResource(shopId, values.kind, values.name, values.userId ?? null), t('studio.saved'))) {
      form.resetFields(['name', 'userId']);
    }
  };

  return (
    <Modal open={open} title={t('dangqi.resources')} onCancel={onClose} footer={null} width={600}>
      <Form form={form} layout="inline" name="dangqiResource" initialValues={{ kind: 'photographer' }} onFinish={add}>
        <Form.Item name="kind">
          <Select
            style={{ width: 100 }}
            options={(['photographer', 'room'] as const).map((value) => ({ value, label: t(`dangqi.kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('dangqi.required') }]}>
          <Input placeholder={t('dangqi.resourceName')} maxLength={30} style={{ width: 140 }} />
        </Form.Item>
        {kind === 'photographer' && (
          <Form.Item name="userId">
            <Select
              allowClear
              placeholder={t('dangqi.account')}
              style={{ width: 130 }}
              options={(staff.data ?? []).map((member) => ({ value: member.userId, label: member.realname }))}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit">
          {t('dangqi.addResource')}
        </Button>
      </Form>
      <List
        style={{ marginTop: 16 }}
        loading={resources.isLoading}
        dataSource={resources.data ?? []}
        renderItem={(resource) => (
          <List.Item
            actions={[
              <Button
                key="status"
                type="link"
                size="small"
                onClick={() => run(() => editResource(resource, resource.status === 1 ? 0 : 1), t('studio.saved'))}
              >
                {resource.status === 1 ? t('dangqi.retire') : t('dangqi.restore')}
              </Button>,
            ]}
          >
            <Space>
              <Tag>{t(`dangqi.kind.${resource.kind}`)}</Tag>
              {resource.name}
              {resource.status !== 1 && <Tag color="default">{t('dangqi.retired')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
