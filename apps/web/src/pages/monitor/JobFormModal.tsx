import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CronEditor } from '../../framework/cron';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { type Job, jobKeys, saveJob, useJobHandlers } from './jobsApi';
import './monitorLocale';

interface FormValues {
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
  paused: boolean;
}

interface JobFormModalProps {
  /** null adds a job. */
  job: Job | null;
  open: boolean;
  onClose: () => void;
}

/** Add or edit a job: a handler from code, its schedule in the cron editor, its JSON parameters. */
export function JobFormModal({ job, open, onClose }: JobFormModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const handlers = useJobHandlers();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();
  const chosen = Form.useWatch('jobClassName', form);
  const handler = handlers.data?.find((entry) => entry.name === chosen);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (job) form.setFieldsValue({ ...job, paused: job.status === -1 });
  }, [open, job, form]);

  const chooseHandler = (name: string) => {
    const picked = handlers.data?.find((entry) => entry.name === name);
    if (picked && !job) form.setFieldsValue({ cronExpression: picked.defaultCron, parameter: '{}' });
  };

  const submit = async () => {
    const { paused, ...values } = await form.validateFields();
    await runSave(async () => {
      await saveJob(job?.id ?? null, { ...values, status: paused ? -1 : 0 });
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      message.success(t('jobs.saved'));
      onClose();
    });
  };

  return (
    <ScModal
      open={open}
      title={t(job ? 'jobs.editTitle' : 'jobs.addTitle')}
      width={900}
      onClose={onClose}
      onOk={submit}
      okButtonProps={{ loading: saving }}
    >
      <Form
        form={form}
        name="job"
        layout="vertical"
        data-testid="job-form"
        initialValues={{ parameter: '{}', description: '', paused: false }}
      >
        <Form.Item
          name="jobClassName"
          label={t('jobs.handler')}
          rules={[{ required: true, message: t('jobs.handlerRequired') }]}
        >
          <Select
            data-testid="job-handler"
            loading={handlers.isLoading}
            onChange={chooseHandler}
            options={(handlers.data ?? []).map((entry) => ({ value: entry.name, label: entry.title[lang] }))}
          />
        </Form.Item>
        <Form.Item name="cronExpression" label={t('jobs.cron')} rules={[{ required: true }]}>
          <CronEditor />
        </Form.Item>
        <Form.Item name="parameter" label={t('jobs.parameter')} extra={handler?.hint[lang]}>
          <Input.TextArea rows={2} style={{ fontFamily: 'monospace' }} data-testid="job-parameter" />
        </Form.Item>
        <Form.Item name="description" label={t('jobs.description')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="paused" valuePropName="checked">
          <Checkbox>{t('jobs.startPaused')}</Checkbox>
        </Form.Item>
      </Form>
    </ScModal>
  );
}
