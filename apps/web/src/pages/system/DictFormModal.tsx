import { msg } from '@scenecast/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { duplicateRule, SERVER_CHECKED_ITEM } from '../../framework/formRules';
import { currentLang } from '../../framework/i18n';
import { useRecordSave } from '../../framework/refusal';
import { addDict, type DictFields, type DictRow, editDict } from './dictAdminApi';

const CODE_PATTERN = /^[A-Za-z0-9_]+$/;

interface Props {
  dict: DictRow | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a dictionary: name, a code unique in the system (checked on blur), value type, description. */
export function DictFormModal({ dict, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictFields>();
  const { saving, save } = useRecordSave(form, dict, { add: addDict, edit: editDict }, onSaved);
  const lang = currentLang();

  return (
    <RecordFormModal
      width={560}
      title={dict ? t('dictAdmin.editTitle') : t('dictAdmin.add')}
      form={form}
      name="dict"
      initialValues={dict ? { ...dict, description: dict.description ?? '' } : { type: 0 }}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="dictName"
        label={t('dictAdmin.name')}
        rules={[{ required: true, whitespace: true, message: msg('dictNameRequired', lang) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictCode"
        label={t('dictAdmin.code')}
        extra={dict?.isBuiltIn ? t('dictAdmin.codeLocked') : undefined}
        {...SERVER_CHECKED_ITEM}
        rules={[
          { required: true, message: msg('dictCodeRequired', lang) },
          { pattern: CODE_PATTERN, message: msg('dictCodeChars', lang) },
          duplicateRule({ tableName: 'sys_dict', fieldName: 'dictCode', dataId: dict?.id }),
        ]}
      >
        <Input maxLength={100} disabled={dict?.isBuiltIn} />
      </Form.Item>
      <Form.Item name="type" label={t('dictAdmin.type')}>
        <Radio.Group
          options={[
            { value: 0, label: t('dictAdmin.typeText') },
            { value: 1, label: t('dictAdmin.typeNumber') },
          ]}
        />
      </Form.Item>
      <Form.Item name="description" label={t('dictAdmin.description')}>
        <Input.TextArea maxLength={255} rows={3} />
      </Form.Item>
    </RecordFormModal>
  );
}
