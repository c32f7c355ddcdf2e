import { DownloadOutlined } from '@ant-design/icons';
import { SHOP_DEFAULT_TIME_ZONE } from '@scenecast/contracts';
import { todayIn } from '@scenecast/contracts/play-plan';
import { Button, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { useMyShops } from '../shop/api';
import { exportPlayReport, type PlayReportRow, usePlayReport } from './operationsApi';

const DAY = 'YYYY-MM-DD';
/** The span shown first: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

/**
 * Proof of play: how often and how long each work played, per day and screen, for a shop or one
 * of its screens, with its export.
 */
export function ProofOfPlayReport({ shopId, deviceId }: { shopId: string; deviceId?: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const isPhone = useIsPhone();
  const timeZone = useMyShops().data?.find((shop) => shop.id === shopId)?.timeZone ?? SHOP_DEFAULT_TIME_ZONE;
  const [picked, setPicked] = useState<[Dayjs, Dayjs] | null>(null);
  // The report's days are the shop's, not the browser's.
  const today = dayjs(todayIn(timeZone));
  const range = picked ?? [today.subtract(DEFAULT_DAYS - 1, 'day'), today];
  const [exporting, setExporting] = useState(false);
  const filter = { shopId, deviceId, from: range[0].format(DAY), to: range[1].format(DAY) };
  const report = usePlayReport(filter);

  const download = async () => {
    setExporting(true);
    try {
      await exportPlayReport(filter, t('screenOps.plays.fileName'));
    } catch (error) {
      if (error instanceof RequestError) message.error(error.message);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<PlayReportRow> = [
    { title: t('screenOps.plays.day'), dataIndex: 'day', width: 120 },
    ...(deviceId
      ? []
      : [
          {
            title: t('screenOps.plays.device'),
            key: 'device',
            render: (_: unknown, row: PlayReportRow) => row.deviceName || row.deviceNo,
          },
        ]),
    { title: t('screenOps.plays.work'), key: 'work', render: (_, row) => row.workName || row.workId },
    { title: t('screenOps.plays.plays'), dataIndex: 'plays', width: 100, align: 'right' },
    { title: t('screenOps.plays.seconds'), dataIndex: 'seconds', width: 120, align: 'right' },
  ];

  return (
    <div data-testid="proof-of-play">
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          onChange={(value) => {
            if (value?.[0] && value[1]) setPicked([value[0], value[1]]);
          }}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={download} data-testid="proof-of-play-export">
          {t('screenOps.plays.export')}
        </Button>
      </Space>
      <Table<PlayReportRow>
        size="small"
        rowKey={(row) => `${row.day}:${row.deviceId}:${row.workId}`}
        loading={report.isLoading}
        columns={columns}
        dataSource={report.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        {...tableFit(isPhone, 520)}
        data-testid="proof-of-play-table"
      />
    </div>
  );
}
