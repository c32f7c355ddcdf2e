import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  msg,
  STUDIO_GALLERY_MAX,
  TAOXI_COUNT_MAX,
  TAOXI_DURATION_MAX_MINUTES,
  TAOXI_INCLUDE_ITEM_MAX,
  TAOXI_INCLUDE_QUANTITY_MAX,
  TAOXI_INCLUDES_MAX,
  TAOXI_NAME_MAX,
  TAOXI_PRICE_MAX_FEN,
  type TaoxiInclude,
  type TaoxiRecord,
} from '@scenecast/contracts';
import { Button, Form, Input, InputNumber, Modal, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../framework/editors';
import { currentLang } from '../../../framework/i18n';
import { useRecordSave } from '../../../framework/refusal';
import { ImageUpload } from '../../../framework/upload/ImageUpload';
import { addTaoxi, editTaoxi, type TaoxiPayload } from './api';
import { toFen, toYuan } from './money';

interface FormValues {
  name: string;
  price: number;
  deposit?: number;
  photoCount?: number;
  retouchedCount?: number;
  costumeCount?: number;
  lookCount?: number;
  durationMinutes?: number;
  includes?: TaoxiInclude[];
  cover?: string[];
  gallery?: string[];
  description?: string;
  onSale: boolean;
}

const toPayload = (values: FormValues): TaoxiPayload => ({
  name: values.name.trim(),
  priceFen: toFen(values.price),
  depositFen: toFen(values.deposit),
  photoCount: values.photoCount ?? 0,
  retouchedCount: values.retouchedCount ?? 0,
  costumeCount: values.costumeCount ?? 0,
  lookCount: values.lookCount ?? 0,
  durationMinutes: values.durationMinutes ?? 0,
  includes: values.includes ?? [],
  cover: values.cover?.[0] ?? null,
  gallery: values.gallery ?? [],
  description: values.description ?? '',
  status: values.onSale ? 1 : 0,
});

const toValues = (row: TaoxiRecord): FormValues => ({
  name: row.name,
  price: toYuan(row.priceFen),
  deposit: toYuan(row.depositFen),
  photoCount: row.photoCount,
  retouchedCount: row.retouchedCount,
  costumeCount: row.costumeCount,
  lookCount: row.lookCount,
  durationMinutes: row.durationMinutes,
  includes: row.includes,
  cover: row.cover ? [row.cover] : [],
  gallery: row.gallery,
  description: row.description,
  onSale: row.status === 1,
});

const counts = ['photoCount', 'retouchedCount', 'costumeCount', 'lookCount'] as const;

/** Adds or edits a package: the server keeps the rules across fields (deposit ≤ price, retouched ≤ photos). */
export function TaoxiFormModal(props: {
  shopId: string;
  record: TaoxiRecord | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm<FormValues>();
  const { saving, save } = useRecordSave(
    form,
    props.record,
    {
      add: (values) => addTaoxi(props.shopId, toPayload(values)),
      edit: ({ id, ...values }) => editTaoxi(id, toPayload(values)),
    },
    props.onSaved,
  );

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    if (props.record) form.setFieldsValue(toValues(props.record));
  }, [props.open, props.record, form]);

  return (
    <Modal
      open={props.open}
      title={t(props.record ? 'studio.taoxi.editTitle' : 'studio.taoxi.addTitle')}
      onCancel={props.onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
      okText={t('studio.save')}
    >
      <Form form={form} layout="vertical" initialValues={{ onSale: true }}>
        <Form.Item
          name="name"
          label={t('studio.taoxi.name')}
          rules={[{ required: true, whitespace: true, message: msg('taoxiNameRequired', lang) }]}
        >
          <Input maxLength={TAOXI_NAME_MAX} showCount data-testid="taoxi-name" />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="price"
            label={t('studio.taoxi.price')}
            rules={[{ required: true, message: t('studio.taoxi.priceRequired') }]}
          >
            <InputNumber min={0} max={TAOXI_PRICE_MAX_FEN / 100} precision={2} data-testid="taoxi-price" />
          </Form.Item>
          <Form.Item name="deposit" label={t('studio.taoxi.deposit')}>
            <InputNumber min={0} max={TAOXI_PRICE_MAX_FEN / 100} precision={2} data-testid="taoxi-deposit" />
          </Form.Item>
          <Form.Item name="durationMinutes" label={t('studio.taoxi.duration')}>
            <InputNumber min={0} max={TAOXI_DURATION_MAX_MINUTES} precision={0} />
          </Form.Item>
        </Space>
        <Space wrap>
          {counts.map((key) => (
            <Form.Item key={key} name={key} label={t(`studio.taoxi.${key}`)}>
              <InputNumber min={0} max={TAOXI_COUNT_MAX} precision={0} data-testid={`taoxi-${key}`} />
            </Form.Item>
          ))}
        </Space>
        <Form.Item label={t('studio.taoxi.includes')}>
          <Form.List name="includes">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'item']}
                      rules={[{ required: true, whitespace: true, message: t('studio.taoxi.includeItem') }]}
                    >
                      <Input
                        maxLength={TAOXI_INCLUDE_ITEM_MAX}
                        placeholder={t('studio.taoxi.includeItem')}
                        data-testid="taoxi-include-item"
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'quantity']} initialValue={1}>
                      <InputNumber
                        min={1}
                        max={TAOXI_INCLUDE_QUANTITY_MAX}
                        precision={0}
                        aria-label={t('studio.taoxi.includeQuantity')}
                      />
                    </Form.Item>
                    <MinusCircleOutlined aria-label={t('studio.delete')} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                {fields.length < TAOXI_INCLUDES_MAX && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} data-testid="taoxi-include-add">
                    {t('studio.taoxi.addInclude')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="cover" label={t('studio.taoxi.cover')}>
          <ImageUpload biz="shop" limit={1} data-testid="taoxi-cover" />
        </Form.Item>
        <Form.Item name="gallery" label={t('studio.taoxi.gallery')}>
          <ImageUpload biz="shop" limit={STUDIO_GALLERY_MAX} data-testid="taoxi-gallery" />
        </Form.Item>
        <Form.Item name="description" label={t('studio.taoxi.description')}>
          <RichTextEditor height={240} />
        </Form.Item>
        <Form.Item name="onSale" label={t('studio.taoxi.status')} valuePropName="checked">
          <Switch data-testid="taoxi-on-sale" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
