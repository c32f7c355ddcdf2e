import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { ScModal } from './ScModal';

interface RecordFormModalProps<V> {
  title: string;
  width: number;
  form: FormInstance<V>;
  /** The form's name: its fields' element ids are `<name>_<field>`. */
  name: string;
  initialValues?: Partial<V>;
  saving: boolean;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
}

/** The add-or-edit dialog of one record: a vertical form whose OK saves, busy while it does. */
export function RecordFormModal<V>({
  title,
  width,
  form,
  name,
  initialValues,
  saving,
  onSave,
  onClose,
  children,
}: RecordFormModalProps<V>) {
  return (
    <ScModal open width={width} title={title} onClose={onClose} onOk={onSave} confirmLoading={saving}>
      <Form form={form} layout="vertical" name={name} initialValues={initialValues}>
        {children}
      </Form>
    </ScModal>
  );
}
