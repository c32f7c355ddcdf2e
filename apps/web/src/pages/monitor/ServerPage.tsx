import { formatFileSize } from '@scenecast/contracts';
import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerFigures } from './monitorApi';
import './monitorLocale';

/** "2d 3h 4m": a duration in seconds, coarse enough to read at a glance. */
function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${days ? `${days}d ` : ''}${hours}h ${minutes}m ${seconds % 60}s`;
}

/** The answering server process: uptime, memory, event-loop delay, CPU (read every 5 s). */
export default function ServerPage() {
  const { t } = useTranslation();
  const { data } = useServerFigures();
  return (
    <Card variant="borderless" title={t('monitor.server')}>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            bordered
            column={{ xs: 1, md: 2 }}
            data-testid="monitor-server"
            items={[
              { label: t('monitor.host'), children: data.host },
              { label: t('monitor.pid'), children: data.pid },
              { label: t('monitor.node'), children: data.nodeVersion },
              { label: t('monitor.uptime'), children: uptime(data.uptimeSeconds) },
              { label: t('monitor.rss'), children: formatFileSize(data.memory.rss) },
              {
                label: t('monitor.heap'),
                children: `${formatFileSize(data.memory.heapUsed)} / ${formatFileSize(data.memory.heapTotal)}`,
              },
              { label: t('monitor.external'), children: formatFileSize(data.memory.external) },
              {
                label: t('monitor.systemMemory'),
                children: `${formatFileSize(data.systemMemory.free)} / ${formatFileSize(data.systemMemory.total)}`,
              },
              {
                label: t('monitor.loopDelay'),
                children: `${data.eventLoopDelay.meanMs} / ${data.eventLoopDelay.p99Ms} / ${data.eventLoopDelay.maxMs} ms`,
              },
              { label: t('monitor.cpuCores'), children: data.cpu.cores },
              { label: t('monitor.cpuProcess'), children: `${data.cpu.processPercent}%` },
              { label: t('monitor.loadAverage'), children: data.cpu.loadAverage.join(' / ') },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('monitor.answeredBy')}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
