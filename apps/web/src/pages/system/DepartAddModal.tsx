import type { DepartRecord } from '@scenecast/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { DepartFields, type DepartFormValues, departPayload } from './DepartFields';
import { addDepart } from './departApi';

interface Props {
  /** The parent, or null for a top department. */
  parent: { id: string; title: string } | null;
  onClose(): void;
  onAdded(depart: DepartRecord): void;
}

/** Adds a top department or one under `parent`. */
export function DepartAddModal({ parent, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DepartFormValues>();
  const { saving, runSave } = useSaveTask();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      onAdded(await addDepart({ ...departPayload(values), parentId: parent?.id ?? null }));
    });
  };

  return (
    <ScModal
      open
      width={600}
      title={parent ? t('depart.addChildOf', { name: parent.title }) : t('depart.addRoot')}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" name="departAdd" initialValues={{ sortNo: 0 }}>
        <DepartFields orgCode={null} />
      </Form>
    </ScModal>
  );
}
