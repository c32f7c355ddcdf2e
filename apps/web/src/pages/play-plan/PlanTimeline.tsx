import { todayIn } from '@scenecast/contracts/play-plan';
import { Card, Empty, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlayPlanRecord, type TimelineDay, useTimeline } from './api';
import { timelineTime } from './planText';

const DAY_MS = 24 * 60 * 60 * 1000;

interface PlanTimelineProps {
  shopId: string;
  /** The shop's zone (IANA): the day and its times are the shop's. */
  timeZone: string;
  plans: PlayPlanRecord[];
}

/** What every screen of the shop plays over a day, as a bar and as a list of periods. */
export function PlanTimeline({ shopId, timeZone, plans }: PlanTimelineProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => todayIn(timeZone));
  const timeline = useTimeline(shopId, date);
  const names = new Map(plans.map((plan, index) => [plan.id, { name: plan.name, index }]));
  const label = (planId: string | null) =>
    planId ? (names.get(planId)?.name ?? planId) : t('playPlan.timeline.default');

  return (
    <Space direction="vertical" className="play-plan-timeline" size="middle">
      <Space>
        <Typography.Text>{t('playPlan.timeline.date')}</Typography.Text>
        <Input
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          data-testid="timeline-date"
        />
        <Typography.Text type="secondary" data-testid="timeline-time-zone">
          {t('playPlan.timeline.timeZone', { timeZone })}
        </Typography.Text>
      </Space>
      {timeline.data?.screens.length === 0 && <Empty description={t('playPlan.timeline.empty')} />}
      {(timeline.data?.screens ?? []).map((screen) => (
        <ScreenDay
          key={screen.deviceId}
          deviceId={screen.deviceId}
          deviceName={screen.deviceName}
          day={timeline.data?.days[screen.day] ?? { segments: [], periods: [] }}
          time={(at) => timelineTime(at, timeline.data?.timeZone ?? timeZone)}
          label={label}
          colourOf={(id) => names.get(id)?.index ?? 0}
        />
      ))}
    </Space>
  );
}

function ScreenDay({
  deviceId,
  deviceName,
  day,
  time,
  label,
  colourOf,
}: {
  deviceId: string;
  deviceName: string;
  day: TimelineDay;
  time: (at: number) => string;
  label: (planId: string | null) => string;
  colourOf: (planId: string) => number;
}) {
  const { t } = useTranslation();
  const dayStart = day.segments[0]?.from ?? 0;
  const interrupts = day.segments.filter((segment) => segment.isInterrupt);
  return (
    <Card size="small" title={deviceName} data-testid={`timeline-${deviceId}`}>
      <div className="play-plan-bar">
        {day.segments.map((segment) => (
          <Tooltip key={segment.from} title={`${time(segment.from)}–${time(segment.to)} ${label(segment.planId)}`}>
            <div
              className={`play-plan-bar-part${segment.planId ? ` plan-colour-${colourOf(segment.planId) % 6}` : ''}${segment.isInterrupt ? ' is-interrupt' : ''}`}
              style={{
                left: `${((segment.from - dayStart) / DAY_MS) * 100}%`,
                width: `${((segment.to - segment.from) / DAY_MS) * 100}%`,
              }}
            />
          </Tooltip>
        ))}
      </div>
      <ul className="play-plan-periods" aria-label={t('playPlan.timeline.segments')}>
        {day.periods.map((segment) => (
          <li key={segment.from} data-testid="timeline-period">
            <Typography.Text code>
              {time(segment.from)}–{time(segment.to)}
            </Typography.Text>{' '}
            {label(segment.planId)}
          </li>
        ))}
      </ul>
      {interrupts.length > 0 && (
        <div className="play-plan-interrupts" data-testid="timeline-interrupts">
          <Tag color="orange">{t('playPlan.timeline.interrupt')}</Tag>
          {interrupts.map((segment) => (
            <Typography.Text key={segment.from} code>
              {time(segment.from)}
            </Typography.Text>
          ))}
        </div>
      )}
    </Card>
  );
}
