import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';

interface DeviceFormModalProps<Target, Values> {
  /** What the form acts on (a screen, the preselected screens); the modal is open while it is set. */
  target: Target | null;
  form: FormInstance<Values>;
  title: string;
  /** Saves the checked values; resolves to the success text handed to onSaved. */
  submit: (values: Values, target: Target) => Promise<string>;
  onClose: () => void;
  onSaved: (text: string) => void;
  destroyOnHidden?: boolean;
  children: ReactNode;
}

/** A device page's form in a modal: checks the fields, saves, and reports the success text or the refusal. */
export function DeviceFormModal<Target, Values>({
  target,
  form,
  title,
  submit,
  onClose,
  onSaved,
  destroyOnHidden,
  children,
}: DeviceFormModalProps<Target, Values>) {
  const { saving, runSave } = useSaveTask();

  const save = async () => {
    if (target === null) return;
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => onSaved(await submit(values, target)));
  };

  return (
    <Modal
      title={title}
      open={target !== null}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      destroyOnHidden={destroyOnHidden}
      forceRender
    >
      <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
        {children}
      </Form>
    </Modal>
  );
}
