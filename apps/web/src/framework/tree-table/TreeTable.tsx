import { TREE_TABLE_QUERY_KEY, TREE_TABLE_ROW_KEY } from '@scenecast/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getResult } from '../http';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import './locale';
import { awaitsChildren, rowsOfResult, setChildren, type TreeRow, withPlaceholders } from './treeLogic';

export interface TreeTableProps {
  columns: TableColumnsType<TreeRow>;
  /** Where children are read: GET url?{queryKey}={parent id}&…queryParams&condition. */
  url: string;
  /** Where the top level is read, when not from `url` with an empty parent. */
  topUrl?: string;
  topParams?: Record<string, unknown>;
  rowKey?: string;
  queryKey?: string;
  queryParams?: Record<string, unknown>;
  /** A JSON condition sent as is. */
  condition?: string;
}

/**
 * A tree whose children load when a node opens (framework §4 "Tree table"): a node with children
 * shows "loading..." until then; a node without any becomes a leaf.
 */
export function TreeTable({
  columns,
  url,
  topUrl,
  topParams,
  rowKey = TREE_TABLE_ROW_KEY,
  queryKey = TREE_TABLE_QUERY_KEY,
  queryParams,
  condition,
}: TreeTableProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [tree, setTree] = useState<TreeRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);

  const load = useCallback(
    async (parentId: unknown, fromTop: boolean): Promise<TreeRow[]> => {
      const params = fromTop && topUrl ? topParams : { [queryKey]: parentId ?? '', ...queryParams, condition };
      const result = await getResult<unknown>(fromTop && topUrl ? topUrl : url, params);
      return withPlaceholders(rowsOfResult(result, currentLang()), rowKey);
    },
    [url, topUrl, topParams, queryKey, queryParams, condition, rowKey],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    load('', true)
      .then((rows) => {
        if (live) setTree(rows);
      })
      .catch((error: unknown) => {
        if (live && error instanceof Error) message.error(error.message);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [load, message]);

  const onExpand = async (open: boolean, node: TreeRow) => {
    if (!open || !awaitsChildren(node)) return;
    const id = node[rowKey];
    try {
      const children = await load(id, false);
      setTree((current) => setChildren(current, rowKey, id, children));
    } catch (error) {
      if (error instanceof Error) message.error(error.message);
    }
  };

  const shownColumns = columns.map((column, index) =>
    index === 0
      ? {
          ...column,
          render: (value: unknown, row: TreeRow, rowIndex: number) =>
            row.isPlaceholder ? (
              <span className="tree-table-loading" data-testid="tree-table-loading">
                {t('treeTable.loading')}
              </span>
            ) : 'render' in column && column.render ? (
              column.render(value, row, rowIndex)
            ) : (
              String(value ?? '')
            ),
        }
      : column,
  );

  return (
    <Table<TreeRow>
      rowKey={(row) => String(row[rowKey])}
      columns={shownColumns}
      dataSource={tree}
      loading={loading}
      pagination={false}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: (keys) => setExpanded(keys),
        onExpand: (open, node) => void onExpand(open, node),
      }}
      data-testid="tree-table"
    />
  );
}
