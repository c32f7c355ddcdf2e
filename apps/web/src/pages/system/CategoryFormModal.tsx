import { msg } from '@scenecast/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addCategory, type CategoryRow, editCategory } from './dictAdminApi';

/** What the dialog does: edit a node, or add one under a parent (null: a root). */
export type CategoryEditing = { node: CategoryRow } | { parent: CategoryRow | null };

interface Props {
  editing: CategoryEditing;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a category: its name and order; the server makes the code from the parent's. */
export function CategoryFormModal({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; sortNo?: number }>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();
  const node = 'node' in editing ? editing.node : null;
  const parent = 'parent' in editing ? editing.parent : null;

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const sortNo = values.sortNo ?? undefined;
    await runSave(async () => {
      await (node
        ? editCategory({ id: node.id, name: values.name, sortNo })
        : addCategory({ pid: parent?.id ?? '0', name: values.name, sortNo }));
      onSaved();
    });
  };

  const title = node
    ? t('category.editTitle')
    : parent
      ? t('category.addChildOf', { name: parent.name })
      : t('category.addRoot');

  return (
    <ScModal open width={520} title={title} onClose={onClose} onOk={save} confirmLoading={saving}>
      <Form
        form={form}
        layout="vertical"
        name="category"
        initialValues={node ? { name: node.name, sortNo: node.sortNo } : { sortNo: 0 }}
      >
        {parent && (
          <Form.Item label={t('category.parent')} htmlFor="category-parent">
            <Input id="category-parent" value={`${parent.name}（${parent.code}）`} disabled />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('category.name')}
          rules={[{ required: true, whitespace: true, message: msg('categoryNameRequired', lang) }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('category.code')} htmlFor="category-code">
          <Input id="category-code" value={node?.code ?? t('category.codeAuto')} disabled />
        </Form.Item>
        <Form.Item name="sortNo" label={t('category.sortNo')}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
