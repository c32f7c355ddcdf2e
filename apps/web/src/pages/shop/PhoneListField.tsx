import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { SHOP_PHONE_MAX } from '@scenecast/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../framework/i18n';
import { phoneEntryProblem } from './phoneList';

/** The phone list (business §5): 1 to 3 entries, each a mobile, landline or 400/800 number, no duplicates. */
export function PhoneListField() {
  const { t } = useTranslation();
  return (
    <Form.List name="phones">
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('shop.form.phone')} required>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex', marginBottom: 8 }}>
              <Form.Item
                name={field.name}
                style={{ marginBottom: 0 }}
                dependencies={fields.filter((other) => other.name < field.name).map((other) => ['phones', other.name])}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async () => {
                      const problem = phoneEntryProblem(getFieldValue('phones') ?? [], index, currentLang());
                      if (problem) throw new Error(problem.text);
                    },
                  }),
                ]}
              >
                <Input
                  placeholder={t('shop.form.phonePlaceholder')}
                  maxLength={20}
                  style={{ width: 300 }}
                  data-testid={`shop-phone-${index}`}
                />
              </Form.Item>
              {fields.length > 1 && (
                <MinusCircleOutlined
                  className="sc-phone-remove"
                  aria-label={t('shop.form.removePhone')}
                  onClick={() => remove(field.name)}
                />
              )}
            </Space>
          ))}
          {fields.length < SHOP_PHONE_MAX && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ width: 300 }}>
              {t('shop.form.addPhone', { max: SHOP_PHONE_MAX })}
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
