import {
  FUZHUANG_CATEGORY_CODE,
  FUZHUANG_NAME_MAX,
  FUZHUANG_NUMBER_MAX,
  FUZHUANG_OPTION_MAX,
  FUZHUANG_OPTIONS_MAX,
  FUZHUANG_STATES,
  type FuzhuangRecord,
  type FuzhuangState,
  msg,
  STUDIO_GALLERY_MAX,
} from '@scenecast/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../framework/i18n';
import { CategorySelect } from '../../../framework/pickers';
import { useRecordSave } from '../../../framework/refusal';
import { ImageUpload } from '../../../framework/upload/ImageUpload';
import { addFuzhuang, editFuzhuang, type FuzhuangPayload } from './api';

interface FormValues {
  number: string;
  name: string;
  categoryId?: string;
  sizes?: string[];
  colours?: string[];
  photos?: string[];
  state: FuzhuangState;
}

const toPayload = (values: FormValues): FuzhuangPayload => ({
  number: values.number.trim(),
  name: values.name.trim(),
  categoryId: values.categoryId || null,
  sizes: (values.sizes ?? []).map((size) => size.trim()).filter(Boolean),
  colours: (values.colours ?? []).map((colour) => colour.trim()).filter(Boolean),
  photos: values.photos ?? [],
  state: values.state,
});

/** Adds or edits a costume; the server refuses a number the shop already has (服装编号已存在). */
export function FuzhuangFormModal(props: {
  shopId: string;
  record: FuzhuangRecord | null;
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
      add: (values) => addFuzhuang(props.shopId, toPayload(values)),
      edit: ({ id, ...values }) => editFuzhuang(id, toPayload(values)),
    },
    props.onSaved,
  );

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    const row = props.record;
    if (row) {
      form.setFieldsValue({
        number: row.number,
        name: row.name,
        categoryId: row.categoryId ?? undefined,
        sizes: row.sizes,
        colours: row.colours,
        photos: row.photos,
        state: row.state,
      });
    }
  }, [props.open, props.record, form]);

  const tags = (testId: string) => (
    <Select
      mode="tags"
      maxCount={FUZHUANG_OPTIONS_MAX}
      maxTagTextLength={FUZHUANG_OPTION_MAX}
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', '，']}
      placeholder={t('studio.fuzhuang.optionsPlaceholder')}
      data-testid={testId}
    />
  );

  return (
    <Modal
      open={props.open}
      title={t(props.record ? 'studio.fuzhuang.editTitle' : 'studio.fuzhuang.addTitle')}
      onCancel={props.onClose}
      onOk={() => void save()}
      okText={t('studio.save')}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ state: 'available' }}>
        <Form.Item
          name="number"
          label={t('studio.fuzhuang.number')}
          rules={[{ required: true, whitespace: true, message: msg('fuzhuangNumberRequired', lang) }]}
        >
          <Input maxLength={FUZHUANG_NUMBER_MAX} data-testid="fuzhuang-number" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('studio.fuzhuang.name')}
          rules={[{ required: true, whitespace: true, message: msg('fuzhuangNameRequired', lang) }]}
        >
          <Input maxLength={FUZHUANG_NAME_MAX} data-testid="fuzhuang-name" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('studio.fuzhuang.category')}>
          <CategorySelect pcode={FUZHUANG_CATEGORY_CODE} />
        </Form.Item>
        <Form.Item name="sizes" label={t('studio.fuzhuang.sizes')}>
          {tags('fuzhuang-sizes')}
        </Form.Item>
        <Form.Item name="colours" label={t('studio.fuzhuang.colours')}>
          {tags('fuzhuang-colours')}
        </Form.Item>
        <Form.Item name="photos" label={t('studio.fuzhuang.photos')}>
          <ImageUpload biz="shop" limit={STUDIO_GALLERY_MAX} />
        </Form.Item>
        <Form.Item name="state" label={t('studio.fuzhuang.state')}>
          <Select
            options={FUZHUANG_STATES.map((state) => ({ value: state, label: t(`studio.fuzhuang.states.${state}`) }))}
            data-testid="fuzhuang-state"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
