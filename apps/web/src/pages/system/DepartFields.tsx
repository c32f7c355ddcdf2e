import { msg, PATTERNS } from '@scenecast/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../framework/i18n';

export interface DepartFormValues {
  departName: string;
  sortNo?: number;
  mobile?: string;
  address?: string;
  memo?: string;
}

/** A phone is a mobile number or a landline (请输入正确的手机号或座机号), as the server checks. */
const phoneRule = {
  validator: async (_: unknown, value: string | undefined) => {
    if (!value || PATTERNS.mobile.pattern.test(value) || PATTERNS.landline.pattern.test(value)) return;
    throw new Error(msg('departPhoneInvalid', currentLang()));
  },
};

/** The fields of a department; the org code is shown read-only (the server generates it). */
export function DepartFields({ orgCode }: { orgCode: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="departName"
        label={t('depart.departName')}
        rules={[{ required: true, whitespace: true, message: msg('departNameRequired', currentLang()) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('depart.orgCode')}>
        <Input value={orgCode ?? ''} placeholder={t('depart.orgCodeAuto')} disabled />
      </Form.Item>
      <Form.Item name="sortNo" label={t('depart.sortNo')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mobile" label={t('depart.mobile')} rules={[phoneRule]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="address" label={t('depart.address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="memo" label={t('depart.memo')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}

/** Form values → payload fields: blanks become absent. */
export function departPayload(values: DepartFormValues) {
  return {
    departName: values.departName,
    sortNo: values.sortNo ?? 0,
    mobile: values.mobile || null,
    address: values.address || null,
    memo: values.memo || null,
  };
}
