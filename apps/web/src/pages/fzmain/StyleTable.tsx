import { type FzStyle, formatCents } from '@scenecast/contracts';
import { Image, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../framework/display/RowActions';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { staticUrl } from '../../framework/upload/staticUrl';

interface StyleTableProps {
  styles: FzStyle[];
  loading: boolean;
  /** Reordering only makes sense for one collection's full list, not for search results. */
  canMove: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  onShow: (style: FzStyle, isShown: boolean) => void;
  onEdit: (style: FzStyle) => void;
  onDelete: (style: FzStyle) => void;
}

const labels = (values: string[]) => (
  <div className="fz-labels">
    {values.map((value) => (
      <Tag key={value}>{value}</Tag>
    ))}
  </div>
);

export function StyleTable(props: StyleTableProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { styles } = props;
  const columns: TableColumnsType<FzStyle> = [
    {
      title: t('lookbook.columns.photo'),
      dataIndex: 'photos',
      width: 72,
      responsive: WIDE_SCREENS_ONLY,
      render: (photos: string[]) => (photos[0] ? <Image src={staticUrl(photos[0])} width={48} height={48} /> : null),
    },
    { title: t('lookbook.columns.styleNo'), dataIndex: 'styleNo', width: 120, responsive: WIDE_SCREENS_ONLY },
    { title: t('lookbook.columns.name'), dataIndex: 'name' },
    {
      title: t('lookbook.columns.price'),
      dataIndex: 'price',
      width: 100,
      responsive: WIDE_SCREENS_ONLY,
      render: (price: number) => `¥${formatCents(price)}`,
    },
    { title: t('lookbook.columns.sizes'), dataIndex: 'sizes', responsive: WIDE_SCREENS_ONLY, render: labels },
    { title: t('lookbook.columns.colours'), dataIndex: 'colours', responsive: WIDE_SCREENS_ONLY, render: labels },
    {
      title: t('lookbook.columns.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: number, row) => (
        <Switch
          size="small"
          checked={status === 1}
          checkedChildren={t('lookbook.shown')}
          unCheckedChildren={t('lookbook.hidden')}
          onChange={(checked) => props.onShow(row, checked)}
        />
      ),
    },
    {
      title: t('lookbook.columns.actions'),
      width: props.canMove ? 150 : 96,
      render: (_, row, index) => (
        <RowActions
          move={props.canMove ? { index, count: styles.length, onMove: props.onMove } : undefined}
          onEdit={() => props.onEdit(row)}
          onDelete={() => props.onDelete(row)}
        />
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={styles}
      loading={props.loading}
      locale={{ emptyText: t('lookbook.noStyles') }}
      scroll={isPhone ? undefined : { x: 860 }}
      pagination={false}
      data-testid="fz-styles"
    />
  );
}
