import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../framework/display/DetailList';
import { thousands } from '../../framework/display/format';
import { RichTextEditor } from '../../framework/editors';
import { useRecord } from './recordsApi';
import './recordsLocale';
import { dateTime } from '../../framework/display/format';

interface RecordDetailDrawerProps {
  id: string | null;
  onClose: () => void;
}

/** A demo record in the detail-list layout, its content as the server sanitised it. */
export function RecordDetailDrawer({ id, onClose }: RecordDetailDrawerProps) {
  const { t } = useTranslation();
  const { data: record, isLoading } = useRecord(id);
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={t('demoRecords.detail')} destroyOnHidden>
      {isLoading || !record ? (
        <Skeleton active />
      ) : (
        <div data-testid="record-detail">
          <DetailList
            title={t('demoRecords.basic')}
            items={[
              { term: t('demoRecords.name'), content: record.name },
              { term: t('demoRecords.keyWord'), content: record.keyWord },
              { term: t('demoRecords.sex'), content: record.sex_dictText },
              { term: t('demoRecords.age'), content: record.age },
              { term: t('demoRecords.birthday'), content: record.birthday },
              { term: t('demoRecords.salary'), content: thousands(record.salary) },
              { term: t('demoRecords.email'), content: record.email },
              { term: t('demoRecords.phone'), content: record.phone },
              { term: t('demoRecords.createBy'), content: record.createBy },
              { term: t('demoRecords.createTime'), content: dateTime(record.createTime) },
            ]}
          />
          <DetailList
            title={t('demoRecords.content')}
            col={1}
            items={[
              {
                term: t('demoRecords.content'),
                // Shown through the editor's schema, read-only: the server sanitised it, and only what the editor knows renders.
                content: <RichTextEditor value={record.content} disabled height="auto" />,
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
