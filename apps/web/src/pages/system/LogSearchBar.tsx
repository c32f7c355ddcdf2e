import { Button, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogParams } from './auditApi';
import './auditLocale';

type Filters = Omit<LogParams, 'pageNo' | 'pageSize'>;

/** The log pages' search: by user, by what was done (operation log), by a date range. */
export function LogSearchBar({ withAction, onSearch }: { withAction: boolean; onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [action, setAction] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const search = () =>
    onSearch({
      username: username.trim() || undefined,
      action: withAction ? action.trim() || undefined : undefined,
      createTime_begin: range?.[0]?.format('YYYY-MM-DD'),
      createTime_end: range?.[1]?.format('YYYY-MM-DD'),
    });
  const reset = () => {
    setUsername('');
    setAction('');
    setRange(null);
    onSearch({});
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        placeholder={t('audit.searchUser')}
        value={username}
        data-testid="log-search-user"
        onChange={(event) => setUsername(event.target.value)}
        onPressEnter={search}
      />
      {withAction && (
        <Input
          allowClear
          placeholder={t('audit.searchAction')}
          value={action}
          data-testid="log-search-action"
          onChange={(event) => setAction(event.target.value)}
          onPressEnter={search}
        />
      )}
      <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} />
      <Button type="primary" onClick={search} data-testid="log-search">
        {t('audit.search')}
      </Button>
      <Button onClick={reset}>{t('audit.reset')}</Button>
    </Space>
  );
}
