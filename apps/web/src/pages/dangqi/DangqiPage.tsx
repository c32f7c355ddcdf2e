import {
  LeftOutlined,
  PlusOutlined,
  ReloadOutlined,
  RightOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useCurrentShop } from '../device/currentShop';
import { useCalendar } from './api';
import { CalendarGrid } from './CalendarGrid';
import { type CalendarView, shiftAnchor, viewDays } from './calendarLogic';
import { DayDrawer } from './DayDrawer';
import { OpenSlotsModal } from './OpenSlotsModal';
import { ResourcesModal } from './ResourcesModal';
import './dangqi.css';
import './studioLocale';

/**
 * The studio's schedule (dangqi): a month or week calendar of the shop's slots with their
 * occupancy and closed days; a day opens its slots. Owners open slots, set photographers and rooms,
 * and close days.
 */
export default function DangqiPage() {
  const { t } = useTranslation();
  const { shops, shopId, setShopId, isLoading } = useCurrentShop();
  const today = dayjs().format('YYYY-MM-DD');
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [resourcesOpen, setResourcesOpen] = useState(false);
  const days = viewDays(view, anchor);
  const calendar = useCalendar(shopId, days[0], days[days.length - 1]);
  const refresh = () => calendar.refetch();

  if (!isLoading && shops.length === 0) return <Empty description={t('studio.noShop')} />;

  return (
    <Card data-testid="dangqi-page">
      <div className="dangqi-toolbar">
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('dangqi.prev')}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
          />
          <Button onClick={() => setAnchor(today)}>{t('dangqi.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('dangqi.next')}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
          />
          <Typography.Text strong data-testid="dangqi-period">
            {view === 'month' ? anchor.slice(0, 7) : `${days[0]} ~ ${days[6]}`}
          </Typography.Text>
          <Segmented<CalendarView>
            value={view}
            onChange={setView}
            options={[
              { value: 'month', label: t('dangqi.month') },
              { value: 'week', label: t('dangqi.week') },
            ]}
          />
        </Space>
        <Space wrap>
          <ShopOutlined />
          <Select
            loading={isLoading}
            value={shopId ?? undefined}
            onChange={setShopId}
            options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
            style={{ minWidth: 140 }}
            aria-label={t('studio.shop')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {t('studio.refresh')}
          </Button>
          <Authorized action="dangqi:edit">
            <Button icon={<TeamOutlined />} onClick={() => setResourcesOpen(true)}>
              {t('dangqi.resources')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpening(true)}>
              {t('dangqi.openSlots')}
            </Button>
          </Authorized>
        </Space>
      </div>
      <CalendarGrid
        view={view}
        days={days}
        month={anchor.slice(0, 7)}
        today={today}
        calendar={calendar.data}
        onOpenDay={setOpenDay}
      />
      {shopId && (
        <>
          <DayDrawer
            shopId={shopId}
            day={openDay}
            calendar={calendar.data}
            onClose={() => setOpenDay(null)}
            refresh={refresh}
          />
          <OpenSlotsModal
            shopId={shopId}
            open={opening}
            onClose={() => setOpening(false)}
            onSaved={() => void refresh()}
          />
          <ResourcesModal shopId={shopId} open={resourcesOpen} onClose={() => setResourcesOpen(false)} />
        </>
      )}
    </Card>
  );
}
