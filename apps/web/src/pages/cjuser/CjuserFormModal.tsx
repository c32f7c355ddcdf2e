import {
  CJUSER_NAME_MAX,
  CJUSER_PHONE_PATTERN,
  CJUSER_REMARK_MAX,
  CJUSER_SOURCES,
  CJUSER_TAGS_MAX,
  type CjuserRecord,
  msg,
} from '@scenecast/contracts';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addCustomer, type CjuserInput, editCustomer } from './api';
import './cjuserLocale';

interface FormValues extends Omit<CjuserInput, 'birthday'> {
  birthday: Dayjs | null;
}

interface Props {
  shopId: string;
  record: CjuserRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a customer. Staff who see the phone masked cannot change it: the server keeps it. */
export function CjuserFormModal({ shopId, record, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();
  const phoneLocked = record?.isPhoneMasked === true;

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const input: CjuserInput = {
      ...values,
      birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
      source: values.source ?? null,
      tags: values.tags ?? [],
      remark: values.remark ?? '',
    };
    if (phoneLocked) delete input.phone;
    await runSave(async () => {
      if (record) await editCustomer(record.id, input);
      else await addCustomer(shopId, input);
      onSaved();
    });
  };

  return (
    <RecordFormModal<FormValues>
      title={t(record ? 'cjuser.editTitle' : 'cjuser.addTitle')}
      width={640}
      form={form}
      name="cjuserForm"
      saving={saving}
      onSave={save}
      onClose={onClose}
      initialValues={
        record
          ? { ...record, birthday: record.birthday ? dayjs(record.birthday) : null }
          : { gender: 0, tags: [], remark: '', birthday: null }
      }
    >
      <Form.Item
        name="name"
        label={t('cjuser.name')}
        rules={[
          { required: true, whitespace: true, message: msg('cjuserNameRequired', lang) },
          { max: CJUSER_NAME_MAX, message: msg('cjuserNameTooLong', lang, CJUSER_NAME_MAX) },
        ]}
      >
        <Input maxLength={CJUSER_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('cjuser.phone')}
        extra={phoneLocked ? t('cjuser.phoneMaskedHint') : undefined}
        rules={
          phoneLocked
            ? []
            : [{ required: true, pattern: CJUSER_PHONE_PATTERN, message: msg('cjuserPhoneInvalid', lang) }]
        }
      >
        <Input disabled={phoneLocked} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="gender" label={t('cjuser.gender')}>
        <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: t(`cjuser.genders.${value}`) }))} />
      </Form.Item>
      <Form.Item name="birthday" label={t('cjuser.birthday')}>
        <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="source" label={t('cjuser.source')}>
        <Select
          allowClear
          options={Object.keys(CJUSER_SOURCES).map((value) => ({ value, label: t(`cjuser.sources.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="tags"
        label={t('cjuser.tags')}
        rules={[
          {
            validator: (_, tags: string[] | undefined) =>
              (tags ?? []).length <= CJUSER_TAGS_MAX && (tags ?? []).every((tag) => tag.length <= 12)
                ? Promise.resolve()
                : Promise.reject(new Error(msg('cjuserTagsInvalid', lang, CJUSER_TAGS_MAX))),
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', '，']} open={false} />
      </Form.Item>
      <Form.Item name="remark" label={t('cjuser.remark')}>
        <Input.TextArea maxLength={CJUSER_REMARK_MAX} rows={3} showCount />
      </Form.Item>
    </RecordFormModal>
  );
}
