import { Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type TreeRow, TreeTable } from '../../framework/tree-table';
import './tableDemoLocale';

const ROOT_PARAMS = { pageNo: 1, pageSize: 100 };

/** 组件示例 → 树表格: the category tree, top level from rootList, children from childList by pid. */
export default function TreeTableDemoPage() {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      { title: t('treeDemo.name'), dataIndex: 'name', key: 'name' },
      { title: t('treeDemo.code'), dataIndex: 'code', key: 'code' },
      {
        title: t('treeDemo.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        render: (value: unknown, _row: TreeRow) => String(value ?? ''),
      },
    ],
    [t],
  );
  return (
    <Card title={t('treeDemo.title')} data-testid="tree-table-demo">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('treeDemo.hint')}</Typography.Text>
        <TreeTable
          columns={columns}
          topUrl="/sys/category/rootList"
          topParams={ROOT_PARAMS}
          url="/sys/category/childList"
          queryKey="pid"
        />
      </Space>
    </Card>
  );
}
