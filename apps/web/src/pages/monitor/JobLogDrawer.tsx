import { ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Job, type JobLog, useJobLogs } from './jobsApi';
import './monitorLocale';
import { dateTime } from '../../framework/display/format';

const time = (value: string | null) => (value ? dateTime(value) : '—');
const OUTCOME_COLORS = { running: 'processing', success: 'success', failed: 'error' } as const;
const OUTCOME_TEXTS = { running: 'jobs.inProgress', success: 'jobs.success', failed: 'jobs.failed' } as const;

interface JobLogDrawerProps {
  job: Job | null;
  title: string;
  onClose: () => void;
}

/** A job's next 10 runs and its run log (start, end, outcome, error text), newest first. */
export function JobLogDrawer({ job, title, onClose }: JobLogDrawerProps) {
  const { t } = useTranslation();
  const logs = useJobLogs(job?.id ?? null);

  return (
    <Drawer
      open={Boolean(job)}
      size={820}
      title={t('jobs.logTitle', { name: title })}
      onClose={onClose}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => logs.refetch()} data-testid="job-log-refresh">
          {t('jobs.refresh')}
        </Button>
      }
    >
      <Typography.Title level={5}>{t('jobs.nextRuns')}</Typography.Title>
      <List
        size="small"
        data-testid="job-next-runs"
        dataSource={job?.nextRuns ?? []}
        locale={{ emptyText: t('jobs.noNextRuns') }}
        renderItem={(run) => <List.Item>{time(run)}</List.Item>}
        style={{ marginBottom: 24 }}
      />
      <Table<JobLog>
        rowKey="id"
        size="small"
        data-testid="job-log"
        loading={logs.isLoading}
        dataSource={logs.data?.records ?? []}
        pagination={false}
        columns={[
          {
            title: t('jobs.trigger'),
            dataIndex: 'trigger',
            width: 80,
            render: (trigger: JobLog['trigger']) => t(`jobs.${trigger}`),
          },
          { title: t('jobs.scheduledTime'), dataIndex: 'scheduledTime', render: time },
          { title: t('jobs.startTime'), dataIndex: 'startTime', render: time },
          { title: t('jobs.endTime'), dataIndex: 'endTime', render: time },
          {
            title: t('jobs.outcome'),
            dataIndex: 'outcome',
            width: 90,
            render: (outcome: JobLog['outcome']) => (
              <Tag color={OUTCOME_COLORS[outcome]}>{t(OUTCOME_TEXTS[outcome])}</Tag>
            ),
          },
          { title: t('jobs.message'), dataIndex: 'message', ellipsis: true },
          { title: t('jobs.process'), dataIndex: 'process', width: 120, ellipsis: true },
        ]}
      />
    </Drawer>
  );
}
