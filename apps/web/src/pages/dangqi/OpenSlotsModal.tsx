import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DANGQI_CAPACITY_MAX } from '@scenecast/contracts';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useBaseInfo } from '../cjmain/studio/api';
import { addSlots, useResources } from './api';
import { DIALOG_WEEKDAYS, minutesOf, openSlotsDefaults } from './calendarLogic';

interface OpenSlotsValues {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  times: { start: string; end: string }[];
  capacity: number;
  resourceIds: string[];
}

/**
 * Opens the same times on the chosen weekdays of a range of days (past and closed days are
 * skipped). It starts from the shop's opening hours and slot length (base info).
 */
export function OpenSlotsModal({
  shopId,
  open,
  onClose,
  onSaved,
}: {
  shopId: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<OpenSlotsValues>();
  const resources = useResources(open ? shopId : null);
  // The form is built once the base info is in (or failed), so its defaults are the shop's.
  const baseInfo = useBaseInfo(open ? shopId : null);
  const { saving, runSave } = useSaveTask();

  const timeRule = { pattern: /^\d{1,2}:\d{2}$/, message: 'HH:mm' };
  const submit = (values: OpenSlotsValues) =>
    runSave(async () => {
      const answer = await addSlots({
        shopId,
        from: values.range[0].format('YYYY-MM-DD'),
        to: values.range[1].format('YYYY-MM-DD'),
        weekdays: values.weekdays.length === 7 ? undefined : values.weekdays,
        times: values.times.map((time) => ({
          startMinute: minutesOf(time.start) ?? 0,
          endMinute: minutesOf(time.end) ?? 0,
        })),
        capacity: values.capacity,
        resourceIds: values.resourceIds ?? [],
      });
      message.success(t('dangqi.created', { count: answer.created }));
      onSaved();
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('dangqi.openSlots')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      loading={baseInfo.isPending}
      okButtonProps={{ disabled: baseInfo.isPending }}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        name="dangqiOpenSlots"
        preserve={false}
        initialValues={{ ...openSlotsDefaults(baseInfo.data), capacity: 1, resourceIds: [] }}
        onFinish={submit}
      >
        <Form.Item name="range" label={t('dangqi.range')} rules={[{ required: true, message: t('dangqi.required') }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="weekdays"
          label={t('dangqi.onWeekdays')}
          rules={[{ required: true, message: t('dangqi.required') }]}
        >
          <Checkbox.Group
            options={DIALOG_WEEKDAYS.map((day) => ({ value: day, label: t(`dangqi.weekdays.w${day}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('dangqi.times')} required>
          <Form.List name="times">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item
                      name={[field.name, 'start']}
                      rules={[{ required: true, message: t('dangqi.required') }, timeRule]}
                    >
                      <Input placeholder={t('dangqi.start')} aria-label={t('dangqi.start')} style={{ width: 90 }} />
                    </Form.Item>
                    <span>-</span>
                    <Form.Item
                      name={[field.name, 'end']}
                      rules={[{ required: true, message: t('dangqi.required') }, timeRule]}
                    >
                      <Input placeholder={t('dangqi.end')} aria-label={t('dangqi.end')} style={{ width: 90 }} />
                    </Form.Item>
                    {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ start: '', end: '' })}>
                  {t('dangqi.addTime')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item
          name="capacity"
          label={t('dangqi.capacity')}
          rules={[{ required: true, message: t('dangqi.required') }]}
        >
          <InputNumber min={1} max={DANGQI_CAPACITY_MAX} />
        </Form.Item>
        <Form.Item name="resourceIds" label={t('dangqi.slotResources')}>
          <Select
            mode="multiple"
            allowClear
            options={(resources.data ?? [])
              .filter((resource) => resource.status === 1)
              .map((resource) => ({
                value: resource.id,
                label: `${t(`dangqi.kind.${resource.kind}`)} · ${resource.name}`,
              }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
