import { msg } from '@scenecast/contracts';
import {
  CRON_DEFAULT_PARTS,
  CRON_FIELDS,
  CRON_PREVIEW_COUNT,
  CRON_PREVIEW_DEBOUNCE_MS,
  type CronParts,
  joinCron,
  nextCronRuns,
  validateCron,
} from '@scenecast/contracts/cron';
import { Alert, Input, List, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { CronFieldTab } from './CronFieldTab';
import { partsOfText, setCronPart } from './cronEditorLogic';
import './locale';
import { dateTime } from '../display/format';

interface CronEditorProps {
  value?: string;
  onChange?(text: string): void;
  disabled?: boolean;
}

/** The 7-part cron editor: a tab per field, the text (editable) and the next 10 runs (framework §4). */
export function CronEditor({ value, onChange, disabled }: CronEditorProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<CronParts>(() => partsOfText(value ?? '') ?? CRON_DEFAULT_PARTS);
  const [draft, setDraft] = useState(() => value || joinCron(parts));
  const [runs, setRuns] = useState<Date[]>([]);

  useEffect(() => {
    if (value === undefined || value === draft) return;
    setDraft(value);
    const read = partsOfText(value);
    if (read) setParts(read);
  }, [value, draft]);

  useEffect(() => {
    const timer = window.setTimeout(() => setRuns(nextCronRuns(draft, CRON_PREVIEW_COUNT)), CRON_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const commit = (text: string) => {
    setDraft(text);
    onChange?.(text);
  };
  const setPart = (field: (typeof CRON_FIELDS)[number], part: string) => {
    const next = setCronPart(parts, field, part);
    setParts(next);
    commit(joinCron(next));
  };
  const type = (text: string) => {
    const read = partsOfText(text);
    if (read) setParts(read);
    commit(text);
  };

  const check = validateCron(draft);
  const lang = currentLang();
  const error = check.ok ? null : msg(check.message, lang, check.field ? t(`cron.field.${check.field}`) : undefined);
  const dayLocked = parts.week !== '?';
  const weekLocked = parts.day !== '?';

  return (
    <div data-testid="cron-editor">
      <Tabs
        items={CRON_FIELDS.map((field) => {
          const locked = (field === 'day' && dayLocked) || (field === 'week' && weekLocked);
          return {
            key: field,
            label: t(`cron.field.${field}`),
            children: (
              <>
                {locked && (
                  <Typography.Paragraph type="secondary">
                    {t(field === 'day' ? 'cron.dayDisabled' : 'cron.weekDisabled')}
                  </Typography.Paragraph>
                )}
                <CronFieldTab
                  field={field}
                  part={parts[field]}
                  disabled={disabled || locked}
                  onChange={(part) => setPart(field, part)}
                />
              </>
            ),
          };
        })}
      />
      <div style={{ marginTop: 16 }}>
        <Typography.Text strong>{t('cron.text')}</Typography.Text>
        <Input
          aria-label={t('cron.text')}
          data-testid="cron-text"
          value={draft}
          disabled={disabled}
          status={error ? 'error' : undefined}
          onChange={(event) => type(event.target.value)}
          style={{ fontFamily: 'monospace', marginTop: 4 }}
        />
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
      </div>
      <div style={{ marginTop: 16 }}>
        <Typography.Text strong>{t('cron.nextRuns')}</Typography.Text>
        <List
          size="small"
          data-testid="cron-runs"
          dataSource={runs}
          locale={{ emptyText: t('cron.noRuns') }}
          renderItem={(run) => <List.Item>{dateTime(run)}</List.Item>}
        />
      </div>
    </div>
  );
}
