import {
  BOOKING_CANCEL_HOURS_MAX,
  BOOKING_SLOT_MINUTES_MAX,
  BOOKING_SLOT_MINUTES_MIN,
  type OpeningDay,
  WEEKDAYS,
} from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Divider, Empty, Form, InputNumber, Skeleton, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../../framework/refusal';
import { useFeedback } from '../../../framework/useFeedback';
import { useFillOnce } from '../../../framework/useFillOnce';
import { useCurrentShop } from '../../device/currentShop';
import { saveBaseInfo, studioKeys, useBaseInfo } from './api';
import { ShopBar } from './ShopBar';
import './studio.css';

dayjs.extend(customParseFormat);

interface DayValues {
  isOpen: boolean;
  hours?: [Dayjs, Dayjs];
}
interface Values {
  days: DayValues[];
  depositPercent: number;
  cancelHours: number;
  slotMinutes: number;
}

const CLOCK = 'HH:mm';
const DEFAULT_HOURS: [string, string] = ['09:00', '18:00'];

const toDays = (hours: OpeningDay[]): DayValues[] =>
  WEEKDAYS.map((weekday) => {
    const day = hours.find((entry) => entry.weekday === weekday);
    const [open, close] = day ? [day.open, day.close] : DEFAULT_HOURS;
    return { isOpen: Boolean(day), hours: [dayjs(open, CLOCK), dayjs(close, CLOCK)] };
  });

const toHours = (days: DayValues[]): OpeningDay[] =>
  days.flatMap((day, index) =>
    day.isOpen && day.hours
      ? [{ weekday: WEEKDAYS[index], open: day.hours[0].format(CLOCK), close: day.hours[1].format(CLOCK) }]
      : [],
  );

/** /cjmain/baseinfo: opening hours by weekday and the booking rules (deposit share, cancellation window, slot). */
export default function BaseInfoPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const current = useCurrentShop();
  const info = useBaseInfo(current.shopId);
  const [form] = Form.useForm<Values>();
  const { saving, runSave } = useSaveTask();

  useFillOnce(current.shopId, info.data, (data) => form.setFieldsValue({ ...data, days: toDays(data.openingHours) }));

  if (!current.isLoading && current.shops.length === 0) {
    return (
      <Card>
        <Empty description={t('studio.noShop')} />
      </Card>
    );
  }

  const save = (values: Values) =>
    runSave(async () => {
      if (!current.shopId) return;
      const saved = await saveBaseInfo({
        shopId: current.shopId,
        openingHours: toHours(values.days),
        depositPercent: values.depositPercent,
        cancelHours: values.cancelHours,
        slotMinutes: values.slotMinutes,
      });
      queryClient.setQueryData(studioKeys.part('baseinfo', current.shopId), saved);
      message.success(t('studio.saved'));
    });

  return (
    <Card title={t('studio.baseinfo.title')}>
      <ShopBar current={current} desc={t('studio.baseinfo.desc')} />
      {info.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" className="studio-form" onFinish={(values) => void save(values)}>
          <Divider titlePlacement="start">{t('studio.baseinfo.hours')}</Divider>
          <Form.List name="days">
            {(fields) =>
              fields.map((field, index) => (
                <div key={field.key} className="studio-hours-row">
                  <span className="studio-hours-day">{t(`studio.baseinfo.weekdays.${WEEKDAYS[index]}`)}</span>
                  <Form.Item name={[field.name, 'isOpen']} valuePropName="checked" noStyle>
                    <Checkbox data-testid={`baseinfo-open-${WEEKDAYS[index]}`}>{t('studio.baseinfo.open')}</Checkbox>
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['days', index, 'isOpen']) ? (
                        <Form.Item name={[field.name, 'hours']} noStyle>
                          <TimePicker.RangePicker format={CLOCK} minuteStep={5} allowClear={false} order />
                        </Form.Item>
                      ) : (
                        <span>{t('studio.baseinfo.closed')}</span>
                      )
                    }
                  </Form.Item>
                </div>
              ))
            }
          </Form.List>
          <Divider titlePlacement="start">{t('studio.baseinfo.rules')}</Divider>
          <Form.Item
            name="depositPercent"
            label={t('studio.baseinfo.depositPercent')}
            extra={t('studio.baseinfo.depositHint')}
          >
            <InputNumber min={0} max={100} precision={0} data-testid="baseinfo-deposit" />
          </Form.Item>
          <Form.Item
            name="cancelHours"
            label={t('studio.baseinfo.cancelHours')}
            extra={t('studio.baseinfo.cancelHint')}
          >
            <InputNumber min={0} max={BOOKING_CANCEL_HOURS_MAX} precision={0} data-testid="baseinfo-cancel" />
          </Form.Item>
          <Form.Item name="slotMinutes" label={t('studio.baseinfo.slotMinutes')}>
            <InputNumber
              min={BOOKING_SLOT_MINUTES_MIN}
              max={BOOKING_SLOT_MINUTES_MAX}
              step={15}
              precision={0}
              data-testid="baseinfo-slot"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="baseinfo-save">
            {t('studio.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
