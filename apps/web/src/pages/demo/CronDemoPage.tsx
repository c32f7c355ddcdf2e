import { CRON_DEFAULT_TEXT } from '@scenecast/contracts/cron';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CronEditor } from '../../framework/cron';
import './pickersDemoLocale';

/** 组件示例 → Cron: the schedule editor and the text it gives. */
export default function CronDemoPage() {
  const { t } = useTranslation();
  const [text, setText] = useState(CRON_DEFAULT_TEXT);
  return (
    <Card title={t('cronDemo.title')}>
      <CronEditor value={text} onChange={setText} />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('cronDemo.value')}:{' '}
        <Typography.Text code data-testid="cron-value">
          {text}
        </Typography.Text>
      </Typography.Paragraph>
    </Card>
  );
}
