import type { ErpSlotRow, ErpSlotTotals } from '@scenecast/contracts';
import { useTranslation } from 'react-i18next';
import { ErpList } from './ErpList';
import './erpLocale';

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 档期总览: the schedule slots of every shop, by day, with places and bookings totalled. */
export default function DangqiErpPage() {
  const { t } = useTranslation();
  return (
    <ErpList<ErpSlotRow, ErpSlotTotals>
      title={t('studioErp.dangqiTitle')}
      path="dangqi"
      testId="erp-dangqi"
      totals={(totals) =>
        t('studioErp.totalSlots', { n: totals.count, capacity: totals.capacity, booked: totals.booked })
      }
      columns={[
        { title: t('studioErp.shop'), dataIndex: 'shopName', width: 140 },
        { title: t('studioErp.day'), dataIndex: 'day', width: 110 },
        {
          title: t('studioErp.time'),
          key: 'time',
          width: 120,
          render: (_, row) => `${clock(row.startMinute)}–${clock(row.endMinute)}`,
        },
        { title: t('studioErp.capacity'), dataIndex: 'capacity', width: 80, align: 'right' },
        { title: t('studioErp.booked'), dataIndex: 'booked', width: 80, align: 'right' },
        {
          title: t('studioErp.free'),
          key: 'free',
          width: 80,
          align: 'right',
          render: (_, row) => row.capacity - row.booked,
        },
      ]}
    />
  );
}
