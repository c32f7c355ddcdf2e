import { msg, PINGJIA_CONTENT_MAX, PINGJIA_PHOTOS_MAX } from '@scenecast/contracts';
import { Form, Input, Rate, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import { validValues } from '../../framework/validValues';
import { useCustomer } from '../cjuser/api';
import { addReview, useCustomerSearch } from './api';
import './pingjiaLocale';

interface FormValues {
  customerId?: string;
  orderId?: string;
  star: number;
  content: string;
  photos: string[];
}

/** Records a customer's review: who, which of their orders, stars, words and photos. */
export function PingjiaFormModal({ shopId, onClose, onSaved }: { shopId: string; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const [text, setText] = useState('');
  const customers = useCustomerSearch(shopId, text);
  const customerId = Form.useWatch('customerId', form);
  const customer = useCustomer(customerId ?? null);

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await addReview({ ...values, shopId, content: values.content ?? '', photos: values.photos ?? [] });
      onSaved();
    });
  };

  return (
    <RecordFormModal<FormValues>
      title={t('pingjia.addTitle')}
      width={640}
      form={form}
      name="pingjiaForm"
      saving={saving}
      onSave={save}
      onClose={onClose}
      initialValues={{ star: 5, content: '', photos: [] }}
    >
      <Form.Item name="customerId" label={t('pingjia.customer')}>
        <Select
          showSearch={{ filterOption: false, onSearch: setText }}
          allowClear
          placeholder={t('pingjia.customerPlaceholder')}
          loading={customers.isFetching}
          onChange={() => form.setFieldValue('orderId', undefined)}
          options={(customers.data ?? []).map((row) => ({ value: row.id, label: `${row.name} ${row.phone}` }))}
          data-testid="pingjia-customer"
        />
      </Form.Item>
      <Form.Item name="orderId" label={t('pingjia.order')}>
        <Select
          allowClear
          disabled={!customerId}
          placeholder={t('pingjia.orderPlaceholder')}
          options={(customer.data?.orders ?? []).map((order) => ({
            value: order.id,
            label: `${order.orderNo} ${order.taoxiName}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="star"
        label={t('pingjia.star')}
        rules={[{ required: true, type: 'number', min: 1, max: 5, message: msg('pingjiaStarInvalid', currentLang()) }]}
      >
        <Rate data-testid="pingjia-star" />
      </Form.Item>
      <Form.Item name="content" label={t('pingjia.content')}>
        <Input.TextArea rows={4} maxLength={PINGJIA_CONTENT_MAX} showCount data-testid="pingjia-content" />
      </Form.Item>
      <Form.Item name="photos" label={t('pingjia.photos')}>
        <ImageUpload biz="pingjia" limit={PINGJIA_PHOTOS_MAX} />
      </Form.Item>
    </RecordFormModal>
  );
}
