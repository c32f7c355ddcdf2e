import { msg, type UserInfo } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Empty, Form, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../http';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { validValues } from '../validValues';
import { currentDepartsKey, selectDepart, useCurrentDeparts } from './departApi';

interface DepartSwitchModalProps {
  open: boolean;
  userInfo: UserInfo;
  onClose: () => void;
  onSwitched: (userInfo: UserInfo) => void;
}

/** The department switcher: confirm requires a selection; none set gives 您尚未设置部门信息!. */
export function DepartSwitchModal({ open, userInfo, onClose, onSwitched }: DepartSwitchModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ orgCode: string }>();
  const [busy, setBusy] = useState(false);
  const departs = useCurrentDeparts(open);
  const list = departs.data?.list ?? [];

  const submit = async () => {
    if (list.length === 0) {
      message.warning(msg('noDeparts', currentLang()));
      return;
    }
    const values = await validValues(form);
    if (!values) return;
    const { orgCode } = values;
    setBusy(true);
    try {
      const result = await selectDepart(orgCode, userInfo.username);
      await queryClient.invalidateQueries({ queryKey: currentDepartsKey });
      message.success(t('depart.success'));
      onSwitched(result.userInfo);
      onClose();
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('depart.title')}
      okText={t('common.ok')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      data-testid="depart-dialog"
    >
      {!departs.isSuccess ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : list.length === 0 ? (
        <Empty description={msg('noDeparts', currentLang())} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ orgCode: departs.data?.orgCode ?? undefined }}
        >
          <Form.Item
            name="orgCode"
            label={t('depart.label')}
            rules={[{ required: true, message: t('depart.required') }]}
          >
            <Select
              loading={departs.isLoading}
              placeholder={t('depart.placeholder')}
              options={list.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
