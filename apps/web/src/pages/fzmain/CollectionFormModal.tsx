import {
  FZ_COLLECTION_NAME_MAX,
  FZ_DESC_MAX,
  FZ_SEASONS,
  FZ_YEAR_MAX,
  FZ_YEAR_MIN,
  type FzCollection,
  type FzSeason,
  msg,
} from '@scenecast/contracts';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import type { CollectionFields } from './api';

interface CollectionFormModalProps {
  /** The collection to edit, 'new' for a new one, null: closed. */
  editing: FzCollection | 'new' | null;
  onClose: () => void;
  onSave: (fields: CollectionFields) => Promise<boolean>;
}

interface FormValues {
  name: string;
  season: FzSeason;
  year: number;
  /** The upload widget holds a list; a collection has one cover. */
  cover: string[];
  description: string;
  status: boolean;
}

export function CollectionFormModal({ editing, onClose, onSave }: CollectionFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const lang = currentLang();

  useEffect(() => {
    if (editing === null) return;
    if (editing === 'new') {
      form.setFieldsValue({
        name: '',
        season: 'spring',
        year: new Date().getFullYear(),
        cover: [],
        description: '',
        status: true,
      });
      return;
    }
    form.setFieldsValue({
      ...editing,
      cover: editing.cover ? [editing.cover] : [],
      status: editing.status === 1,
    });
  }, [editing, form]);

  const submit = async () => {
    // A refused field shows its message under it: nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const saved = await onSave({
      name: values.name,
      season: values.season,
      year: values.year,
      cover: values.cover?.[0] ?? '',
      description: values.description ?? '',
      status: values.status ? 1 : 0,
    });
    if (saved) onClose();
  };

  return (
    <ScModal
      open={editing !== null}
      title={editing === 'new' ? t('lookbook.collectionForm.addTitle') : t('lookbook.collectionForm.editTitle')}
      onClose={onClose}
      onOk={submit}
      width={640}
      destroyOnHidden
      data-testid="fz-collection-modal"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label={t('lookbook.collectionForm.name')}
          rules={[
            { required: true, whitespace: true, message: msg('fzCollectionNameRequired', lang) },
            { max: FZ_COLLECTION_NAME_MAX, message: msg('fzCollectionNameTooLong', lang, FZ_COLLECTION_NAME_MAX) },
          ]}
        >
          <Input data-testid="fz-collection-name" />
        </Form.Item>
        <Form.Item
          name="season"
          label={t('lookbook.collectionForm.season')}
          rules={[{ required: true, message: msg('fzSeasonInvalid', lang) }]}
        >
          <Select
            options={FZ_SEASONS.map((season) => ({ value: season, label: t(`lookbook.seasons.${season}`) }))}
            data-testid="fz-collection-season"
          />
        </Form.Item>
        <Form.Item
          name="year"
          label={t('lookbook.collectionForm.year')}
          rules={[{ required: true, message: msg('fzYearInvalid', lang) }]}
        >
          <InputNumber min={FZ_YEAR_MIN} max={FZ_YEAR_MAX} precision={0} data-testid="fz-collection-year" />
        </Form.Item>
        <Form.Item name="cover" label={t('lookbook.collectionForm.cover')}>
          <ImageUpload biz="shop" limit={1} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('lookbook.collectionForm.description')}
          rules={[{ max: FZ_DESC_MAX, message: msg('fzDescTooLong', lang, FZ_DESC_MAX) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="status" label={t('lookbook.collectionForm.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
