import {
  FZ_DESC_MAX,
  FZ_FABRIC_MAX,
  FZ_LABEL_MAX,
  FZ_LABELS_MAX,
  FZ_PHOTOS_MAX,
  FZ_STYLE_NAME_MAX,
  FZ_STYLE_NO_MAX,
  type FzCollection,
  type FzStyle,
  msg,
} from '@scenecast/contracts';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import type { StyleFields } from './api';

interface StyleFormModalProps {
  /** The style to edit, a new one's collection id, or null: closed. */
  editing: FzStyle | { collectionId: string } | null;
  collections: FzCollection[];
  onClose: () => void;
  onSave: (fields: StyleFields) => Promise<boolean>;
}

type FormValues = Omit<StyleFields, 'status'> & { status: boolean };

export function StyleFormModal({ editing, collections, onClose, onSave }: StyleFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const lang = currentLang();
  const isNew = editing !== null && !('id' in editing);

  useEffect(() => {
    if (editing === null) return;
    if (!('id' in editing)) {
      form.setFieldsValue({
        collectionId: editing.collectionId,
        styleNo: '',
        name: '',
        photos: [],
        price: 0,
        sizes: [],
        colours: [],
        fabric: '',
        description: '',
        tags: [],
        status: true,
      });
      return;
    }
    form.setFieldsValue({ ...editing, price: editing.price / 100, status: editing.status === 1 });
  }, [editing, form]);

  const submit = async () => {
    // A refused field shows its message under it: nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const saved = await onSave({
      collectionId: values.collectionId,
      styleNo: values.styleNo,
      name: values.name,
      photos: values.photos ?? [],
      price: Math.round(values.price * 100),
      sizes: values.sizes ?? [],
      colours: values.colours ?? [],
      fabric: values.fabric ?? '',
      description: values.description ?? '',
      tags: values.tags ?? [],
      status: values.status ? 1 : 0,
    });
    if (saved) onClose();
  };

  const labels = (testId: string) => (
    <Select
      mode="tags"
      maxCount={FZ_LABELS_MAX}
      maxTagTextLength={FZ_LABEL_MAX}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', '，']}
      placeholder={t('lookbook.styleForm.labelsPlaceholder')}
      data-testid={testId}
    />
  );

  return (
    <ScModal
      open={editing !== null}
      title={isNew ? t('lookbook.styleForm.addTitle') : t('lookbook.styleForm.editTitle')}
      onClose={onClose}
      onOk={submit}
      width={760}
      destroyOnHidden
      data-testid="fz-style-modal"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="styleNo"
              label={t('lookbook.styleForm.styleNo')}
              rules={[
                { required: true, whitespace: true, message: msg('fzStyleNoRequired', lang) },
                { max: FZ_STYLE_NO_MAX, message: msg('fzStyleNoTooLong', lang, FZ_STYLE_NO_MAX) },
                { pattern: /^[\w.-]+$/, message: msg('fzStyleNoChars', lang) },
              ]}
            >
              <Input data-testid="fz-style-no" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('lookbook.styleForm.name')}
              rules={[
                { required: true, whitespace: true, message: msg('fzStyleNameRequired', lang) },
                { max: FZ_STYLE_NAME_MAX, message: msg('fzStyleNameTooLong', lang, FZ_STYLE_NAME_MAX) },
              ]}
            >
              <Input data-testid="fz-style-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="collectionId"
              label={t('lookbook.styleForm.collection')}
              rules={[{ required: true, message: msg('fzCollectionRequired', lang) }]}
            >
              <Select options={collections.map((entry) => ({ value: entry.id, label: entry.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="price"
              label={t('lookbook.styleForm.price')}
              rules={[{ required: true, message: msg('lsPriceInvalid', lang) }]}
            >
              <InputNumber min={0} max={9_999_999.99} precision={2} prefix="¥" data-testid="fz-style-price" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="photos" label={t('lookbook.styleForm.photos')}>
          <ImageUpload biz="shop" limit={FZ_PHOTOS_MAX} data-testid="fz-style-photos" />
        </Form.Item>
        <Form.Item name="sizes" label={t('lookbook.styleForm.sizes')}>
          {labels('fz-style-sizes')}
        </Form.Item>
        <Form.Item name="colours" label={t('lookbook.styleForm.colours')}>
          {labels('fz-style-colours')}
        </Form.Item>
        <Form.Item
          name="fabric"
          label={t('lookbook.styleForm.fabric')}
          rules={[{ max: FZ_FABRIC_MAX, message: msg('fzFabricTooLong', lang, FZ_FABRIC_MAX) }]}
        >
          <Input data-testid="fz-style-fabric" />
        </Form.Item>
        <Form.Item name="tags" label={t('lookbook.styleForm.tags')}>
          {labels('fz-style-tags')}
        </Form.Item>
        <Form.Item
          name="description"
          label={t('lookbook.styleForm.description')}
          rules={[{ max: FZ_DESC_MAX, message: msg('fzDescTooLong', lang, FZ_DESC_MAX) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="status" label={t('lookbook.styleForm.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
