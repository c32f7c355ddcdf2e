import { DEFAULT_PAGE_SIZE } from '@scenecast/contracts';
import { Alert, Button, Card, DatePicker, Form, Select, Space, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone } from '../../framework/display/smallScreen';
import { useMyShops } from '../shop/api';
import { type ErpParams, useErpPage } from './api';
import './erpLocale';
import { sizedPagination } from '../../framework/display/serverPagination';

interface Props<T, Totals> {
  title: string;
  /** The view's path under /studioErp. */
  path: string;
  columns: TableColumnsType<T>;
  /** The view's own filters, as form items named after their query parameters. */
  filters?: ReactNode;
  totals(totals: Totals): string;
  testId: string;
}

interface FilterValues {
  shopId?: string;
  range?: [Dayjs, Dayjs] | null;
  [name: string]: unknown;
}

/** A head-office list: every shop or one, a date range, the view's filters, the totals line and the rows. */
export function ErpList<T extends { id: string }, Totals>({
  title,
  path,
  columns,
  filters,
  totals,
  testId,
}: Props<T, Totals>) {
  const { t } = useTranslation();
  const shops = useMyShops();
  const [form] = Form.useForm<FilterValues>();
  const [params, setParams] = useState<ErpParams>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const page = useErpPage<T, Totals>(path, { ...params, pageNo, pageSize });
  const fit = tableFit(useIsPhone(), 1000);

  const search = ({ range, ...rest }: FilterValues) => {
    const next: ErpParams = {};
    for (const [name, value] of Object.entries(rest)) {
      if (typeof value === 'string' && value.trim() !== '') next[name] = value.trim();
      if (typeof value === 'number') next[name] = value;
    }
    if (range) {
      next.dateFrom = range[0].format('YYYY-MM-DD');
      next.dateTo = range[1].format('YYYY-MM-DD');
    }
    setParams(next);
    setPageNo(1);
  };

  return (
    <Card title={title}>
      <Form
        form={form}
        layout="inline"
        name={`${testId}Filters`}
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="shopId" label={t('studioErp.shop')}>
          <Select
            allowClear
            placeholder={t('studioErp.allShops')}
            loading={shops.isLoading}
            style={{ width: 160 }}
            options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('studioErp.range')}>
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
        {filters}
        <Space>
          <Button type="primary" htmlType="submit">
            {t('studioErp.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('studioErp.reset')}
          </Button>
        </Space>
      </Form>
      {page.data && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={totals(page.data.totals)}
          data-testid={`${testId}-totals`}
        />
      )}
      <Table<T>
        rowKey="id"
        size="middle"
        data-testid={`${testId}-table`}
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        scroll={fit.scroll}
        pagination={sizedPagination(pageNo, pageSize, page.data?.total, { setPageNo, setPageSize }, (total) =>
          t('studioErp.totalCount', { n: total }),
        )}
      />
    </Card>
  );
}
