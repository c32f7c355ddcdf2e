import { msg, type PositionFields } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../framework/DictSelect';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { duplicateRule, SERVER_CHECKED_ITEM } from '../../framework/formRules';
import { currentLang } from '../../framework/i18n';
import { useRecordSave } from '../../framework/refusal';
import { addPosition, editPosition, type PositionRow } from './departApi';

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,31}$/;

interface Props {
  position: PositionRow | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a position: name, a code unique in the tenant, a rank of the position_rank dictionary. */
export function PositionFormModal({ position, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PositionFields>();
  const { saving, save } = useRecordSave(form, position, { add: addPosition, edit: editPosition }, onSaved);
  const lang = currentLang();

  return (
    <RecordFormModal
      width={560}
      title={position ? t('position.editTitle') : t('position.add')}
      form={form}
      name="position"
      initialValues={position ? { name: position.name, code: position.code, rank: position.rank } : undefined}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('position.name')}
        rules={[{ required: true, whitespace: true, message: msg('positionNameRequired', lang) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('position.code')}
        {...SERVER_CHECKED_ITEM}
        rules={[
          { required: true, message: msg('positionCodeRequired', lang) },
          { pattern: CODE_PATTERN, message: msg('positionCodeRule', lang) },
          duplicateRule({ tableName: 'sys_position', fieldName: 'code', dataId: position?.id }),
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="rank"
        label={t('position.rank')}
        rules={[{ required: true, message: msg('positionRankRequired', lang) }]}
      >
        <DictSelect dictCode="position_rank" />
      </Form.Item>
    </RecordFormModal>
  );
}
