import { msg } from '@scenecast/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addDictItem, type DictItemRow, editDictItem } from './dictAdminApi';

interface Props {
  dictId: string;
  item: DictItemRow | null;
  /** The order a new item starts with: after the last one. */
  nextOrder: number;
  onClose(): void;
  onSaved(): void;
}

interface ItemForm {
  itemText: string;
  itemValue: string;
  description?: string;
  sortOrder: number;
  enabled: boolean;
}

/** Adds or edits a dictionary item: text, a value unique in its dictionary, order, enabled, description. */
export function DictItemFormModal({ dictId, item, nextOrder, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ItemForm>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { enabled, ...rest } = values;
    const fields = { ...rest, description: rest.description ?? '', status: enabled ? 1 : 0 } as const;
    await runSave(async () => {
      await (item ? editDictItem({ ...fields, id: item.id }) : addDictItem({ ...fields, dictId }));
      onSaved();
    });
  };

  return (
    <RecordFormModal
      width={520}
      title={item ? t('dictAdmin.editItem') : t('dictAdmin.addItem')}
      form={form}
      name="dictItem"
      initialValues={
        item
          ? { ...item, description: item.description ?? '', enabled: item.status === 1 }
          : { sortOrder: nextOrder, enabled: true }
      }
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="itemText"
        label={t('dictAdmin.itemText')}
        rules={[{ required: true, whitespace: true, message: msg('dictItemTextRequired', lang) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="itemValue"
        label={t('dictAdmin.itemValue')}
        rules={[{ required: true, whitespace: true, message: msg('dictItemValueRequired', lang) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('dictAdmin.itemDescription')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('dictAdmin.itemOrder')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('dictAdmin.itemStatus')} valuePropName="checked">
        <Switch checkedChildren={t('dictAdmin.enabled')} unCheckedChildren={t('dictAdmin.disabled')} />
      </Form.Item>
    </RecordFormModal>
  );
}
