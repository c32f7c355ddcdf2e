import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Input, Row, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { DictSelect } from '../../framework/DictSelect';
import { dictItemText } from '../../framework/dictCache';
import { useFeedback } from '../../framework/useFeedback';
import { allDictItemsKey, refreshDictCache, useAllDictItems } from './api';

/** Dictionary codes and their items, with the guarded refresh-cache button. */
export default function DictPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const dicts = useAllDictItems();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const codes = useMemo(
    () =>
      Object.entries(dicts.data ?? {})
        .filter(([code]) => code.toLowerCase().includes(search.trim().toLowerCase()))
        .map(([code, items]) => ({ code, count: items.length })),
    [dicts.data, search],
  );
  const current = selected ?? codes[0]?.code ?? null;
  const items = current ? (dicts.data?.[current] ?? []) : [];

  const refresh = async () => {
    setRefreshing(true);
    try {
      const fresh = await refreshDictCache();
      queryClient.setQueryData(allDictItemsKey, fresh);
      message.success(t('dict.refreshOk'));
    } catch {
      message.error(t('dict.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        <Card
          variant="borderless"
          title={t('dict.title')}
          extra={
            <Authorized action="system:dict:refresh">
              <Button icon={<ReloadOutlined />} loading={refreshing} onClick={refresh} data-testid="dict-refresh">
                {t('dict.refresh')}
              </Button>
            </Authorized>
          }
        >
          <Input.Search
            placeholder={t('dict.search')}
            allowClear
            onChange={(event) => setSearch(event.target.value)}
            style={{ marginBottom: 12 }}
          />
          <Table
            rowKey="code"
            size="small"
            loading={dicts.isLoading}
            dataSource={codes}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            onRow={(row) => ({ onClick: () => setSelected(row.code), style: { cursor: 'pointer' } })}
            rowClassName={(row) => (row.code === current ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('dict.code'), dataIndex: 'code' },
              { title: t('dict.count'), dataIndex: 'count', width: 100 },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card variant="borderless" title={current ? `${t('dict.items')} · ${current}` : t('dict.items')}>
          <Table
            rowKey="value"
            size="small"
            dataSource={items}
            pagination={false}
            columns={[
              { title: t('dict.value'), dataIndex: 'value', render: (value: string) => <Tag>{value}</Tag> },
              { title: t('dict.text'), key: 'text', render: (_, item) => dictItemText(item) },
            ]}
          />
          {current && (
            <div style={{ marginTop: 16 }}>
              <span style={{ marginRight: 8 }}>{t('dict.preview')}:</span>
              <DictSelect key={current} dictCode={current} style={{ width: 240 }} />
            </div>
          )}
        </Card>
      </Col>
    </Row>
  );
}
