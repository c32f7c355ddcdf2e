import { CUSTOMER_NAME_MAX, minuteText, msg, ORDER_NOTE_MAX, PATTERNS } from '@scenecast/contracts';
import { DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useOpenSlots, useShopStaff } from '../dangqi/api';
import { bookOrder, useTaoxiOptions, yuanText } from './api';

interface BookingValues {
  phone: string;
  name: string;
  taoxiId: string;
  day: Dayjs;
  slotId: string;
  staffUserId?: string;
  note?: string;
}

/**
 * Books an order: the customer by mobile and name (found among the shop's customers, or added),
 * a package on sale, a day and one of its open slots, who serves them, a note.
 */
export function OrderFormModal({
  shopId,
  open,
  onClose,
  onBooked,
}: {
  shopId: string;
  open: boolean;
  onClose: () => void;
  onBooked: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<BookingValues>();
  const day = Form.useWatch('day', form);
  const dayText = day ? day.format('YYYY-MM-DD') : null;
  const packages = useTaoxiOptions(open ? shopId : null);
  const slots = useOpenSlots(open ? shopId : null, dayText);
  const staff = useShopStaff(open ? shopId : null);
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();

  const submit = (values: BookingValues) =>
    runSave(async () => {
      const order = await bookOrder({
        shopId,
        customer: { name: values.name.trim(), phone: values.phone.trim() },
        taoxiId: values.taoxiId,
        slotId: values.slotId,
        staffUserId: values.staffUserId ?? null,
        note: values.note ?? '',
      });
      message.success(t('order.booked', { orderNo: order.orderNo }));
      onBooked(order.id);
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('order.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" name="orderBooking" preserve={false} onFinish={submit}>
        <Typography.Paragraph type="secondary">{t('order.customerHint')}</Typography.Paragraph>
        <Form.Item
          name="phone"
          label={t('order.customerPhone')}
          rules={[
            { required: true, message: msg('mobileRequired', lang) },
            { pattern: PATTERNS.mobile.pattern, message: msg(PATTERNS.mobile.message, lang) },
          ]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('order.customerName')}
          rules={[{ required: true, whitespace: true, message: msg('customerNameRequired', lang) }]}
        >
          <Input maxLength={CUSTOMER_NAME_MAX} />
        </Form.Item>
        <Form.Item name="taoxiId" label={t('order.taoxi')} rules={[{ required: true, message: t('dangqi.required') }]}>
          <Select
            loading={packages.isLoading}
            notFoundContent={t('order.noTaoxi')}
            options={(packages.data ?? []).map((pack) => ({
              value: pack.id,
              label: `${pack.name} · ¥${yuanText(pack.priceFen)} (${t('order.deposit')} ¥${yuanText(pack.depositFen)})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="day" label={t('order.shootDay')} rules={[{ required: true, message: t('dangqi.required') }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(value) => value.isBefore(dayjs(), 'day')}
            onChange={() => form.setFieldValue('slotId', undefined)}
          />
        </Form.Item>
        <Form.Item name="slotId" label={t('order.slot')} rules={[{ required: true, message: t('dangqi.required') }]}>
          <Select
            loading={slots.isFetching}
            disabled={!dayText}
            notFoundContent={t('order.noSlot')}
            options={(slots.data ?? []).map((slot) => ({
              value: slot.id,
              label: `${minuteText(slot.startMinute)}-${minuteText(slot.endMinute)} · ${t('dangqi.occupancy', {
                booked: slot.booked,
                capacity: slot.capacity,
              })}${slot.resources.length ? ` · ${slot.resources.map((resource) => resource.name).join(', ')}` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="staffUserId" label={t('order.staff')}>
          <Select
            allowClear
            options={(staff.data ?? []).map((member) => ({ value: member.userId, label: member.realname }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('order.note')}>
          <Input.TextArea maxLength={ORDER_NOTE_MAX} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
