import type { DemoRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../framework/DictSelect';
import { ScModal } from '../../framework/display/ScModal';
import { RichTextEditor } from '../../framework/editors';
import { duplicateRule, patternRule, requiredLengthRule, SERVER_CHECKED_ITEM } from '../../framework/formRules';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useFillOnce } from '../../framework/useFillOnce';
import { type RecordInput, recordKeys, saveRecord, useRecord } from './recordsApi';
import './recordsLocale';
import { validValues } from '../../framework/validValues';

const DATE_FORMAT = 'YYYY-MM-DD';
const NAME_MAX = 50;
/** A record's phone and e-mail are checked as unused among the tenant's records (framework §5). */
const DUPLICATE_IN = { tableName: 'demo_record' };

interface FormValues {
  name: string;
  keyWord?: string;
  sex?: string;
  age?: number | null;
  birthday?: Dayjs | null;
  email?: string;
  phone?: string;
  salary?: string | null;
  orderNum?: number | null;
  content?: string;
}

function toForm(record: DemoRecord): FormValues {
  return {
    name: record.name,
    keyWord: record.keyWord ?? '',
    sex: record.sex === null ? undefined : String(record.sex),
    age: record.age,
    birthday: record.birthday ? dayjs(record.birthday, DATE_FORMAT) : null,
    email: record.email ?? '',
    phone: record.phone ?? '',
    salary: record.salary,
    orderNum: record.orderNum,
    content: record.content ?? '',
  };
}

function toInput(values: FormValues): RecordInput {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    name: values.name.trim(),
    keyWord: text(values.keyWord),
    sex: values.sex === '1' ? 1 : values.sex === '2' ? 2 : null,
    age: values.age ?? null,
    birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
    email: text(values.email),
    phone: text(values.phone),
    salary: values.salary ?? null,
    orderNum: values.orderNum ?? 0,
    content: values.content || null,
  };
}

interface RecordFormModalProps {
  /** null adds a record; an id edits it. */
  id: string | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a demo record; its content is rich text, sanitised by the server when saved. */
export function RecordFormModal({ id, open, onClose, onSaved }: RecordFormModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const record = useRecord(open ? id : null);
  const { saving, runSave } = useSaveTask();

  // A new record starts from an empty form; one being edited fills once its detail arrives.
  useFillOnce(open ? (id ?? '') : null, id ? record.data : null, (data) =>
    data ? form.setFieldsValue(toForm(data)) : form.resetFields(),
  );

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await saveRecord(id, toInput(values));
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      message.success(t('demoRecords.saved'));
      onSaved();
      onClose();
    });
  };

  return (
    <ScModal
      open={open}
      title={t(id ? 'demoRecords.editTitle' : 'demoRecords.addTitle')}
      width={900}
      switchFullscreen
      onClose={onClose}
      onOk={submit}
      okButtonProps={{ loading: saving }}
    >
      <Form
        form={form}
        name="demoRecord"
        layout="vertical"
        data-testid="record-form"
        disabled={Boolean(id) && record.isLoading}
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="name"
              label={t('demoRecords.name')}
              rules={[requiredLengthRule('demoNameRequired', { max: NAME_MAX })]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="keyWord" label={t('demoRecords.keyWord')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sex" label={t('demoRecords.sex')}>
              <DictSelect dictCode="sex" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="age" label={t('demoRecords.age')}>
              <InputNumber min={0} max={150} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="birthday" label={t('demoRecords.birthday')}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="salary" label={t('demoRecords.salary')}>
              <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="email"
              label={t('demoRecords.email')}
              {...SERVER_CHECKED_ITEM}
              rules={[patternRule('email'), duplicateRule({ ...DUPLICATE_IN, fieldName: 'email', dataId: id })]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="phone"
              label={t('demoRecords.phone')}
              {...SERVER_CHECKED_ITEM}
              rules={[patternRule('mobile'), duplicateRule({ ...DUPLICATE_IN, fieldName: 'phone', dataId: id })]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="orderNum" label={t('demoRecords.orderNum')}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="content" label={t('demoRecords.content')}>
          <RichTextEditor />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
