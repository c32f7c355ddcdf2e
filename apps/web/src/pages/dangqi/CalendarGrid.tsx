import { type DangqiCalendar, minuteText } from '@scenecast/contracts';
import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CalendarView, occupancyByDay, weekdayOf } from './calendarLogic';

interface CalendarGridProps {
  view: CalendarView;
  days: string[];
  /** The month shown (yyyy-mm), whose days stand out in the month view. */
  month: string;
  today: string;
  calendar: DangqiCalendar | undefined;
  onOpenDay: (day: string) => void;
}

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The month view (days with their occupancy) or the week view (days with their slots). */
export function CalendarGrid({ view, days, month, today, calendar, onOpenDay }: CalendarGridProps) {
  const { t } = useTranslation();
  const occupancy = occupancyByDay(calendar?.slots ?? []);
  const closed = new Map((calendar?.closedDays ?? []).map((day) => [day.day, day]));
  return (
    <div className={`dangqi-grid dangqi-${view}`} data-testid="dangqi-grid">
      {WEEK_ORDER.map((weekday) => (
        <div key={weekday} className="dangqi-weekday">
          {t(`dangqi.weekdays.w${weekday}`)}
        </div>
      ))}
      {days.map((day) => {
        const use = occupancy.get(day);
        const closedDay = closed.get(day);
        const classes = ['dangqi-day'];
        if (view === 'month' && !day.startsWith(month)) classes.push('dangqi-other-month');
        if (day === today) classes.push('dangqi-today');
        if (day < today) classes.push('dangqi-past');
        return (
          <button
            type="button"
            key={day}
            className={classes.join(' ')}
            data-testid={`dangqi-day-${day}`}
            onClick={() => onOpenDay(day)}
          >
            <span className="dangqi-date">
              {view === 'week' ? `${day.slice(5)} ${t(`dangqi.weekdays.w${weekdayOf(day)}`)}` : Number(day.slice(8))}
            </span>
            {closedDay && <Tag color="default">{t('dangqi.closed')}</Tag>}
            {!closedDay && use && (
              <>
                <Typography.Text type={use.booked >= use.capacity ? 'danger' : undefined} className="dangqi-occupancy">
                  {use.booked >= use.capacity
                    ? t('dangqi.full')
                    : t('dangqi.occupancy', { booked: use.booked, capacity: use.capacity })}
                </Typography.Text>
                <Progress percent={Math.round((use.booked / use.capacity) * 100)} showInfo={false} size="small" />
              </>
            )}
            {view === 'week' &&
              !closedDay &&
              (calendar?.slots ?? [])
                .filter((slot) => slot.day === day)
                .map((slot) => (
                  <span key={slot.id} className="dangqi-slot-chip">
                    {minuteText(slot.startMinute)}-{minuteText(slot.endMinute)} · {slot.booked}/{slot.capacity}
                  </span>
                ))}
          </button>
        );
      })}
    </div>
  );
}
