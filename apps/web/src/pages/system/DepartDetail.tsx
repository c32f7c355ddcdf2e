import type { DepartRecord } from '@scenecast/contracts';
import { Button, Form, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { validValues } from '../../framework/validValues';
import { DepartFields, type DepartFormValues, departPayload } from './DepartFields';
import { DEPART_MANAGE, deleteDepart, editDepart } from './departApi';

interface Props {
  depart: DepartRecord;
  onAddChild(): void;
  onSaved(depart: DepartRecord): void;
  onDeleted(): void;
}

/** The chosen department's form: save, add a sub-department, delete (with a confirmation). */
export function DepartDetail({ depart, onAddChild, onSaved, onDeleted }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const mayManage = usePermission(DEPART_MANAGE);
  const [form] = Form.useForm<DepartFormValues>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await run(async () => {
      const saved = await editDepart({ ...departPayload(values), id: depart.id });
      message.success(t('depart.saved'));
      onSaved(saved);
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="departDetail"
      disabled={!mayManage}
      initialValues={{
        departName: depart.departName,
        sortNo: depart.sortNo,
        mobile: depart.mobile ?? undefined,
        address: depart.address ?? undefined,
        memo: depart.memo ?? undefined,
      }}
    >
      <DepartFields orgCode={depart.orgCode} />
      {mayManage && (
        <Space wrap>
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('depart.save')}
          </Button>
          <Button onClick={onAddChild}>{t('depart.addChild')}</Button>
          <Popconfirm
            title={t('depart.removeConfirm', { name: depart.departName })}
            onConfirm={() =>
              run(async () => {
                await deleteDepart(depart.id);
                message.success(t('depart.removed'));
                onDeleted();
              })
            }
          >
            <Button danger>{t('depart.remove')}</Button>
          </Popconfirm>
        </Space>
      )}
    </Form>
  );
}
