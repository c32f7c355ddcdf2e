import { type DangqiCalendar, minuteText } from '@scenecast/contracts';
import { Button, Drawer, Empty, Input, InputNumber, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { useActionRunner } from '../../framework/refusal';
import { closeDay, deleteSlot, editSlot, openDay } from './api';

interface DayDrawerProps {
  shopId: string;
  day: string | null;
  calendar: DangqiCalendar | undefined;
  onClose: () => void;
  refresh: () => Promise<unknown>;
}

/** One day of the schedule: its slots with their places, and (for owners) closing the day or changing a slot. */
export function DayDrawer({ shopId, day, calendar, onClose, refresh }: DayDrawerProps) {
  const { t } = useTranslation();
  const canEdit = usePermission('dangqi:edit');
  const run = useActionRunner(refresh);
  const [reason, setReason] = useState('');
  const [capacities, setCapacities] = useState<Record<string, number>>({});
  const slots = (calendar?.slots ?? []).filter((slot) => slot.day === day);
  const closed = (calendar?.closedDays ?? []).find((item) => item.day === day);

  return (
    <Drawer open={day !== null} onClose={onClose} title={day ? t('dangqi.day', { day }) : ''} size="default">
      {day && canEdit && (
        <Space style={{ marginBottom: 16 }} wrap>
          {closed ? (
            <Button onClick={() => run(() => openDay(shopId, day), t('studio.saved'))} data-testid="dangqi-open-day">
              {t('dangqi.openDay')}
            </Button>
          ) : (
            <>
              <Input
                placeholder={t('dangqi.reason')}
                value={reason}
                maxLength={50}
                onChange={(event) => setReason(event.target.value)}
                style={{ width: 160 }}
              />
              <Button
                onClick={() => run(() => closeDay(shopId, day, reason), t('studio.saved'))}
                data-testid="dangqi-close-day"
              >
                {t('dangqi.closeDay')}
              </Button>
            </>
          )}
        </Space>
      )}
      {closed && (
        <Typography.Paragraph>
          <Tag>{t('dangqi.closed')}</Tag>
          {closed.reason}
        </Typography.Paragraph>
      )}
      {slots.length === 0 ? (
        <Empty description={t('dangqi.noSlots')} />
      ) : (
        <List
          dataSource={slots}
          data-testid="dangqi-day-slots"
          renderItem={(slot) => (
            <List.Item
              actions={
                canEdit
                  ? [
                      <Space.Compact key="capacity">
                        <InputNumber
                          min={1}
                          max={50}
                          size="small"
                          aria-label={t('dangqi.capacity')}
                          value={capacities[slot.id] ?? slot.capacity}
                          onChange={(value) => setCapacities({ ...capacities, [slot.id]: value ?? slot.capacity })}
                          style={{ width: 64 }}
                        />
                        <Button
                          size="small"
                          onClick={() =>
                            run(
                              () =>
                                editSlot(
                                  slot.id,
                                  capacities[slot.id] ?? slot.capacity,
                                  slot.resources.map((resource) => resource.id),
                                ),
                              t('studio.saved'),
                            )
                          }
                        >
                          {t('dangqi.editSlot')}
                        </Button>
                      </Space.Compact>,
                      <Popconfirm
                        key="delete"
                        title={t('dangqi.deleteConfirm')}
                        onConfirm={() => run(() => deleteSlot(slot.id))}
                      >
                        <Button size="small" type="link" danger>
                          {t('dangqi.deleteSlot')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : undefined
              }
            >
              <List.Item.Meta
                title={`${minuteText(slot.startMinute)} - ${minuteText(slot.endMinute)}`}
                description={
                  <Space size={4} wrap>
                    <Tag color={slot.booked >= slot.capacity ? 'red' : 'blue'}>
                      {t('dangqi.occupancy', { booked: slot.booked, capacity: slot.capacity })}
                    </Tag>
                    {slot.resources.map((resource) => (
                      <Tag key={resource.id}>{resource.name}</Tag>
                    ))}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
