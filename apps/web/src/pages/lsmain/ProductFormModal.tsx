import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  LS_CODE_MAX,
  LS_DESC_MAX,
  LS_IMAGES_MAX,
  LS_NAME_MAX,
  LS_SKUS_MAX,
  LS_SPEC_MAX,
  LS_STOCK_MAX,
  type LsCategory,
  type LsProduct,
  msg,
} from '@scenecast/contracts';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import type { ProductFields } from './api';

interface ProductFormModalProps {
  /** The product to edit, 'new' for a new one, null: closed. */
  editing: LsProduct | 'new' | null;
  categories: LsCategory[];
  onClose: () => void;
  onSave: (fields: ProductFields) => Promise<boolean>;
}

interface FormValues {
  code: string;
  name: string;
  categoryId: string | null;
  description: string;
  images: string[];
  status: boolean;
  /** Prices in yuan in the form; fen on the wire. */
  skus: { spec: string; price: number; stock: number }[];
}

const NEW_SKU = { spec: '', price: 0, stock: 0 };

export function ProductFormModal({ editing, categories, onClose, onSave }: ProductFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const lang = currentLang();

  useEffect(() => {
    if (editing === null) return;
    if (editing === 'new') {
      form.setFieldsValue({
        code: '',
        name: '',
        categoryId: null,
        description: '',
        images: [],
        status: true,
        skus: [NEW_SKU],
      });
      return;
    }
    form.setFieldsValue({
      ...editing,
      status: editing.status === 1,
      skus: editing.skus.map((sku) => ({ ...sku, price: sku.price / 100 })),
    });
  }, [editing, form]);

  const submit = async () => {
    // A refused field shows its message under it: nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const saved = await onSave({
      code: values.code,
      name: values.name,
      categoryId: values.categoryId ?? null,
      description: values.description ?? '',
      images: values.images ?? [],
      status: values.status ? 1 : 0,
      skus: values.skus.map((sku) => ({ spec: sku.spec, price: Math.round(sku.price * 100), stock: sku.stock })),
    });
    if (saved) onClose();
  };

  return (
    <ScModal
      open={editing !== null}
      title={editing === 'new' ? t('lingshou.form.addTitle') : t('lingshou.form.editTitle')}
      onClose={onClose}
      onOk={submit}
      width={760}
      destroyOnHidden
      data-testid="ls-product-modal"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="code"
          label={t('lingshou.form.code')}
          rules={[
            { required: true, whitespace: true, message: msg('lsCodeRequired', lang) },
            { max: LS_CODE_MAX, message: msg('lsCodeTooLong', lang, LS_CODE_MAX) },
            { pattern: /^[\w.-]+$/, message: msg('lsCodeChars', lang) },
          ]}
        >
          <Input data-testid="ls-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('lingshou.form.name')}
          rules={[
            { required: true, whitespace: true, message: msg('lsNameRequired', lang) },
            { max: LS_NAME_MAX, message: msg('lsNameTooLong', lang, LS_NAME_MAX) },
          ]}
        >
          <Input data-testid="ls-name" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('lingshou.form.category')}>
          <Select
            allowClear
            placeholder={t('lingshou.form.noCategory')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            data-testid="ls-category"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('lingshou.form.description')}
          rules={[{ max: LS_DESC_MAX, message: msg('lsDescTooLong', lang, LS_DESC_MAX) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="images" label={t('lingshou.form.images')}>
          <ImageUpload biz="shop" limit={LS_IMAGES_MAX} />
        </Form.Item>
        <div className="ls-skus-label">{t('lingshou.form.skus')}</div>
        <Form.List
          name="skus"
          rules={[
            {
              validator: async (_, skus: FormValues['skus'] | undefined) => {
                if (!skus || skus.length === 0) throw new Error(msg('lsSkusRequired', lang));
                const specs = skus.map((sku) => sku?.spec?.trim());
                if (new Set(specs).size !== specs.length) throw new Error(msg('lsSpecDuplicate', lang));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="ls-sku" data-testid={`ls-sku-${index}`}>
                  <Form.Item
                    name={[field.name, 'spec']}
                    rules={[
                      { required: true, whitespace: true, message: msg('lsSpecRequired', lang) },
                      { max: LS_SPEC_MAX, message: msg('lsSpecTooLong', lang, LS_SPEC_MAX) },
                    ]}
                  >
                    <Input placeholder={t('lingshou.form.spec')} data-testid={`ls-spec-${index}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'price']}
                    rules={[{ required: true, message: msg('lsPriceInvalid', lang) }]}
                  >
                    <InputNumber
                      min={0}
                      max={9_999_999.99}
                      precision={2}
                      placeholder={t('lingshou.form.price')}
                      prefix="¥"
                      data-testid={`ls-price-${index}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'stock']}
                    rules={[{ required: true, message: msg('lsStockInvalid', lang) }]}
                  >
                    <InputNumber
                      min={0}
                      max={LS_STOCK_MAX}
                      precision={0}
                      placeholder={t('lingshou.form.stock')}
                      data-testid={`ls-stock-${index}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('lingshou.delete')}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < LS_SKUS_MAX && (
                <Button icon={<PlusOutlined />} onClick={() => add(NEW_SKU)} data-testid="ls-sku-add">
                  {t('lingshou.form.addSku')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Form.Item name="status" label={t('lingshou.form.status')} valuePropName="checked" style={{ marginTop: 16 }}>
          <Switch />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
