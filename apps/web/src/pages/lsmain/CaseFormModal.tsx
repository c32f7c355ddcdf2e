import {
  LS_CASE_PHOTOS_MAX,
  LS_CASE_PRODUCTS_MAX,
  LS_CASE_TITLE_MAX,
  type LsCase,
  type LsProduct,
  msg,
} from '@scenecast/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { RichTextEditor } from '../../framework/editors';
import { currentLang } from '../../framework/i18n';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import type { CaseFields } from './api';

interface CaseFormModalProps {
  /** The case to edit, 'new' for a new one, null: closed. */
  editing: LsCase | 'new' | null;
  /** The shop's products a case may link. */
  products: LsProduct[];
  onClose: () => void;
  onSave: (fields: CaseFields) => Promise<boolean>;
}

interface FormValues {
  title: string;
  /** The image upload works on lists: the cover is a list of at most one. */
  cover: string[];
  photos: string[];
  content: string;
  productIds: string[];
  isShow: boolean;
}

const NEW_CASE: FormValues = { title: '', cover: [], photos: [], content: '', productIds: [], isShow: true };

export function CaseFormModal({ editing, products, onClose, onSave }: CaseFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const lang = currentLang();

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(
      editing === 'new'
        ? NEW_CASE
        : { ...editing, cover: editing.cover ? [editing.cover] : [], isShow: editing.isShow === 1 },
    );
  }, [editing, form]);

  const submit = async () => {
    // A refused field shows its message under it: nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const saved = await onSave({
      title: values.title,
      cover: values.cover?.[0] ?? '',
      photos: values.photos ?? [],
      content: values.content ?? '',
      productIds: values.productIds ?? [],
      isShow: values.isShow ? 1 : 0,
    });
    if (saved) onClose();
  };

  return (
    <ScModal
      open={editing !== null}
      title={editing === 'new' ? t('lsCase.form.addTitle') : t('lsCase.form.editTitle')}
      onClose={onClose}
      onOk={submit}
      width={820}
      destroyOnHidden
      switchFullscreen
      data-testid="ls-case-modal"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="title"
          label={t('lsCase.form.title')}
          rules={[
            { required: true, whitespace: true, message: msg('lsCaseTitleRequired', lang) },
            { max: LS_CASE_TITLE_MAX, message: msg('lsCaseTitleTooLong', lang, LS_CASE_TITLE_MAX) },
          ]}
        >
          <Input data-testid="ls-case-title" />
        </Form.Item>
        <Form.Item name="cover" label={t('lsCase.form.cover')}>
          <ImageUpload biz="shop" limit={1} data-testid="ls-case-cover" />
        </Form.Item>
        <Form.Item name="photos" label={t('lsCase.form.photos')}>
          <ImageUpload biz="shop" limit={LS_CASE_PHOTOS_MAX} data-testid="ls-case-photos" />
        </Form.Item>
        <Form.Item name="content" label={t('lsCase.form.content')}>
          <RichTextEditor height={260} />
        </Form.Item>
        <Form.Item
          name="productIds"
          label={t('lsCase.form.products')}
          rules={[
            {
              type: 'array',
              max: LS_CASE_PRODUCTS_MAX,
              message: msg('lsCaseProductsTooMany', lang, LS_CASE_PRODUCTS_MAX),
            },
          ]}
        >
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('lsCase.form.productsHint')}
            options={products.map((product) => ({ value: product.id, label: `${product.name} (${product.code})` }))}
            data-testid="ls-case-products"
          />
        </Form.Item>
        <Form.Item name="isShow" label={t('lsCase.form.isShow')} valuePropName="checked">
          <Switch data-testid="ls-case-show" />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
