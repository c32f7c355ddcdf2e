import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VisitDay } from './api';

const HEIGHT = 180;

/** Visits and IPs of the last 7 days as plain SVG bars. */
export function VisitChart({ days }: { days: VisitDay[] }) {
  const { t } = useTranslation();
  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const max = Math.max(1, ...days.map((day) => Math.max(day.visit, day.ip)));
  const slot = 64;
  const width = days.length * slot;
  return (
    <div className="sc-visit-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT + 40}`} role="img" aria-label={t('dashboard.visits')}>
        {[0.25, 0.5, 0.75, 1].map((ratio) => (
          <line
            key={ratio}
            x1="0"
            x2={width}
            y1={HEIGHT - HEIGHT * ratio + 16}
            y2={HEIGHT - HEIGHT * ratio + 16}
            stroke="#f0f0f0"
          />
        ))}
        {days.map((day, index) => {
          const visitHeight = (day.visit / max) * HEIGHT;
          const ipHeight = (day.ip / max) * HEIGHT;
          const x = index * slot + 14;
          return (
            <g key={day.type}>
              <rect
                x={x}
                y={HEIGHT - visitHeight + 16}
                width="16"
                height={visitHeight}
                rx="3"
                fill="var(--sc-primary, #1890FF)"
              >
                <title>{`${day.type} ${t('dashboard.visitCount')}: ${day.visit}`}</title>
              </rect>
              <rect x={x + 20} y={HEIGHT - ipHeight + 16} width="16" height={ipHeight} rx="3" fill="#13C2C2">
                <title>{`${day.type} ${t('dashboard.ipCount')}: ${day.ip}`}</title>
              </rect>
              <text x={x + 18} y={HEIGHT + 34} textAnchor="middle" fontSize="12" fill="rgba(0,0,0,0.55)">
                {day.type}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="sc-visit-legend">
        <span>
          <i style={{ background: 'var(--sc-primary, #1890FF)' }} /> {t('dashboard.visitCount')}
        </span>
        <span>
          <i style={{ background: '#13C2C2' }} /> {t('dashboard.ipCount')}
        </span>
      </div>
    </div>
  );
}
