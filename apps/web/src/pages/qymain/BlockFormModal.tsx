import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  msg,
  QY_BLOCK_DEFAULT_TITLES,
  QY_BLOCK_ITEMS_MAX,
  QY_BLOCK_TEXT_MAX,
  QY_BLOCK_TITLE_MAX,
  QY_ITEM_TEXT_MAX,
  QY_ITEM_TITLE_MAX,
  type QyBlock,
  type QyBlockType,
} from '@scenecast/contracts';
import { Button, Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { ImageUpload } from '../../framework/upload/ImageUpload';
import type { BlockFields } from './api';

interface BlockFormModalProps {
  /** The block to edit, or the kind of a new one; null: closed. */
  editing: { block: QyBlock } | { type: QyBlockType } | null;
  onClose: () => void;
  onSave: (fields: BlockFields) => Promise<boolean>;
}

interface FormValues extends Omit<BlockFields, 'isShow'> {
  isShow: boolean;
}

/** The profile block is a text; every other kind is a list of entries (with an optional text above). */
const hasItems = (type: QyBlockType) => type !== 'profile';

export function BlockFormModal({ editing, onClose, onSave }: BlockFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const type = editing ? ('block' in editing ? (editing.block.type as QyBlockType) : editing.type) : 'profile';
  const lang = currentLang();

  useEffect(() => {
    if (!editing) return;
    if ('block' in editing) {
      const { title, text, items, isShow } = editing.block;
      form.setFieldsValue({ title, text, items, isShow: isShow === 1 });
    } else {
      form.setFieldsValue({ title: QY_BLOCK_DEFAULT_TITLES[editing.type], text: '', items: [], isShow: true });
    }
  }, [editing, form]);

  const submit = async () => {
    // A refused field shows its message under it: nothing else to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const saved = await onSave({
      title: values.title,
      text: values.text ?? '',
      items: (values.items ?? []).map((item) => ({
        title: item.title ?? '',
        text: item.text ?? '',
        image: item.image ?? '',
      })),
      isShow: values.isShow ? 1 : 0,
    });
    if (saved) onClose();
  };

  const kind = t(`qiye.kinds.${type}`);
  return (
    <ScModal
      open={editing !== null}
      title={editing && 'block' in editing ? t('qiye.form.editTitle', { kind }) : t('qiye.form.addTitle', { kind })}
      onClose={onClose}
      onOk={submit}
      width={720}
      destroyOnHidden
      data-testid="qy-block-modal"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="title"
          label={t('qiye.form.title')}
          rules={[
            { required: true, whitespace: true, message: msg('qyBlockTitleRequired', lang) },
            { max: QY_BLOCK_TITLE_MAX, message: msg('qyBlockTitleTooLong', lang, QY_BLOCK_TITLE_MAX) },
          ]}
        >
          <Input data-testid="qy-block-title" />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('qiye.form.text')}
          rules={[{ max: QY_BLOCK_TEXT_MAX, message: msg('qyBlockTextTooLong', lang, QY_BLOCK_TEXT_MAX) }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} data-testid="qy-block-text" />
        </Form.Item>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <div className="qy-items">
              {hasItems(type) && <div className="qy-items-label">{t('qiye.form.items')}</div>}
              {fields.map((field, index) => (
                <div key={field.key} className="qy-item" data-testid={`qy-item-${index}`}>
                  <Form.Item
                    name={[field.name, 'image']}
                    getValueProps={(value: string) => ({ value: value ? [value] : [] })}
                    normalize={(paths: string[]) => paths[0] ?? ''}
                  >
                    <ImageUpload biz="shop" limit={1} label={t('qiye.form.itemImage')} />
                  </Form.Item>
                  <div className="qy-item-fields">
                    <Form.Item
                      name={[field.name, 'title']}
                      rules={[{ max: QY_ITEM_TITLE_MAX, message: msg('qyItemTitleTooLong', lang, QY_ITEM_TITLE_MAX) }]}
                    >
                      <Input placeholder={t('qiye.form.itemTitle')} data-testid={`qy-item-title-${index}`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'text']}
                      rules={[{ max: QY_ITEM_TEXT_MAX, message: msg('qyItemTextTooLong', lang, QY_ITEM_TEXT_MAX) }]}
                    >
                      <Input.TextArea
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        placeholder={t('qiye.form.itemText')}
                        data-testid={`qy-item-text-${index}`}
                      />
                    </Form.Item>
                  </div>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('qiye.delete')}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              {(hasItems(type) || fields.length > 0) && fields.length < QY_BLOCK_ITEMS_MAX && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ title: '', text: '', image: '' })}
                  data-testid="qy-item-add"
                >
                  {hasItems(type) ? t('qiye.form.addItem') : t('qiye.form.itemImage')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
        <Form.Item name="isShow" label={t('qiye.form.isShow')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
