import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { currentLang } from '../../framework/i18n';
import { useActionRunner } from '../../framework/refusal';
import { JobFormModal } from './JobFormModal';
import { JobLogDrawer } from './JobLogDrawer';
import { deleteJob, type Job, jobKeys, pauseJob, resumeJob, runJobNow, useJobHandlers, useJobs } from './jobsApi';
import './monitorLocale';
import { dateTime } from '../../framework/display/format';

/** Scheduled jobs: list, add, edit, pause, resume, run now, delete, next runs and run log. */
export default function JobListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const jobs = useJobs(pageNo);
  const handlers = useJobHandlers();
  const [editing, setEditing] = useState<{ job: Job | null } | null>(null);
  const [logOf, setLogOf] = useState<Job | null>(null);
  const run = useActionRunner(() => queryClient.invalidateQueries({ queryKey: jobKeys.all }));
  const lang = currentLang();
  const fit = tableFit(useIsPhone(), 1100);

  const titleOf = (job: Job) =>
    handlers.data?.find((handler) => handler.name === job.jobClassName)?.title[lang] ?? job.jobClassName;

  const runNow = async (job: Job) => {
    if (await run(() => runJobNow(job.id), t('jobs.runStarted'))) setLogOf(job);
  };

  return (
    <Card
      variant="borderless"
      title={t('jobs.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ job: null })} data-testid="job-add">
          {t('jobs.add')}
        </Button>
      }
    >
      <Table<Job>
        rowKey="id"
        data-testid="job-table"
        loading={jobs.isLoading}
        dataSource={jobs.data?.records ?? []}
        pagination={{
          current: pageNo,
          total: jobs.data?.total ?? 0,
          pageSize: 10,
          onChange: setPageNo,
          hideOnSinglePage: true,
        }}
        scroll={fit.scroll}
        columns={[
          {
            title: t('jobs.handler'),
            key: 'handler',
            render: (_, job) => (
              <>
                <div>{titleOf(job)}</div>
                <Typography.Text type="secondary">{job.description}</Typography.Text>
              </>
            ),
          },
          {
            title: t('jobs.cron'),
            dataIndex: 'cronExpression',
            responsive: WIDE_SCREENS_ONLY,
            render: (cron: string) => <code>{cron}</code>,
          },
          {
            title: t('jobs.parameter'),
            dataIndex: 'parameter',
            responsive: WIDE_SCREENS_ONLY,
            render: (text: string) => <code>{text}</code>,
          },
          {
            title: t('jobs.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: Job['status']) =>
              status === 0 ? <Tag color="green">{t('jobs.running')}</Tag> : <Tag>{t('jobs.paused')}</Tag>,
          },
          {
            title: t('jobs.nextRun'),
            key: 'nextRun',
            responsive: WIDE_SCREENS_ONLY,
            render: (_, job) => (job.nextRuns[0] ? dateTime(job.nextRuns[0]) : '—'),
          },
          {
            title: t('jobs.actions'),
            key: 'actions',
            ...fit.actions(330, 96),
            render: (_, job) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setEditing({ job })}>
                  {t('jobs.edit')}
                </Button>
                {job.status === 0 ? (
                  <Button type="link" size="small" onClick={() => run(() => pauseJob(job.id))}>
                    {t('jobs.pause')}
                  </Button>
                ) : (
                  <Button type="link" size="small" onClick={() => run(() => resumeJob(job.id))}>
                    {t('jobs.resume')}
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => runNow(job)}>
                  {t('jobs.runNow')}
                </Button>
                <Button type="link" size="small" onClick={() => setLogOf(job)}>
                  {t('jobs.log')}
                </Button>
                <Popconfirm title={t('jobs.deleteConfirm')} onConfirm={() => run(() => deleteJob(job.id))}>
                  <Button type="link" size="small" danger>
                    {t('jobs.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <JobFormModal job={editing?.job ?? null} open={editing !== null} onClose={() => setEditing(null)} />
      <JobLogDrawer job={logOf} title={logOf ? titleOf(logOf) : ''} onClose={() => setLogOf(null)} />
    </Card>
  );
}
