import { PlusOutlined } from '@ant-design/icons';
import type { LsCase } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Image,
  Input,
  Skeleton,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../framework/display/RowActions';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useActionRunner } from '../../framework/refusal';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useFeedback } from '../../framework/useFeedback';
import { moveRow } from '../cjmain/studio/shouyeRows';
import { SHOP_STORAGE_KEYS } from '../scene/currentShop';
import { SceneShopSelect, useSceneShop } from '../scene/SceneShopPicker';
import {
  addCase,
  type CaseFields,
  deleteCase,
  editCase,
  lingshouKeys,
  setCaseShown,
  sortCases,
  useCaseProductChoices,
  useCases,
} from './api';
import { CaseFormModal } from './CaseFormModal';
import './lingshouLocale';
import './showcaseLocale';
import './lingshou.css';

/**
 * /lsmain/anli: the retail shop's showcase cases (customer stories, installations): title, cover,
 * photos, rich text and linked products; shown on screens or kept as drafts; ordered by hand.
 */
export default function RetailCasesPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shop, select, isLoading } = useSceneShop('ls', SHOP_STORAGE_KEYS.ls);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<LsCase | 'new' | null>(null);
  const cases = useCases(shop?.id ?? null, keyword);
  const products = useCaseProductChoices(shop?.id ?? null);
  const run = useActionRunner(() => queryClient.invalidateQueries({ queryKey: lingshouKeys.all }));
  const isPhone = useIsPhone();

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!shop) {
    return (
      <Card variant="borderless">
        <Empty description={t('lingshou.noShop')}>
          <Typography.Text type="secondary">{t('lingshou.noShopText')}</Typography.Text>
        </Empty>
      </Card>
    );
  }

  const rows = cases.data ?? [];
  // Reordering needs every case of the shop, so it is offered on the unfiltered list only.
  const canReorder = keyword === '';
  const productName = new Map((products.data?.records ?? []).map((product) => [product.id, product.name]));
  const save = (fields: CaseFields) =>
    run(
      () => (editing && editing !== 'new' ? editCase(editing.id, fields) : addCase(shop.id, fields)),
      t('lsCase.saved'),
    );
  // The sort call takes the whole order: every case of the shop with one moved a place.
  const move = (index: number, step: -1 | 1) =>
    void run(() =>
      sortCases(
        shop.id,
        moveRow(
          rows.map((row) => row.id),
          index,
          step,
        ),
      ),
    );

  const columns: TableColumnsType<LsCase> = [
    {
      title: t('lsCase.columns.cover'),
      width: 72,
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => {
        const cover = row.cover || row.photos[0];
        return cover ? <Image src={staticUrl(cover)} width={48} height={48} className="ls-case-cover" /> : null;
      },
    },
    { title: t('lsCase.columns.title'), dataIndex: 'title' },
    {
      title: t('lsCase.columns.products'),
      dataIndex: 'productIds',
      responsive: WIDE_SCREENS_ONLY,
      render: (ids: string[]) =>
        ids
          .map((id) => productName.get(id))
          .filter(Boolean)
          .join('、'),
    },
    {
      title: t('lsCase.columns.isShow'),
      dataIndex: 'isShow',
      width: 90,
      render: (isShow: number, row) => (
        <Switch
          size="small"
          checked={isShow === 1}
          checkedChildren={t('lsCase.shown')}
          unCheckedChildren={t('lsCase.draft')}
          onChange={(checked) => void run(() => setCaseShown(row.id, checked ? 1 : 0))}
        />
      ),
    },
    {
      title: t('lsCase.columns.actions'),
      width: canReorder ? 160 : 96,
      render: (_, row, index) => (
        <RowActions
          move={canReorder ? { index, count: rows.length, onMove: move } : undefined}
          onEdit={() => setEditing(row)}
          onDelete={() =>
            modal.confirm({
              title: t('lsCase.deleteConfirm', { name: row.title }),
              okButtonProps: { danger: true },
              onOk: () => run(() => deleteCase(row.id), t('lsCase.deleted')),
            })
          }
        />
      ),
    },
  ];

  return (
    <div className="ls-page" data-testid="ls-cases-page">
      <Card variant="borderless" className="ls-toolbar">
        <Space wrap>
          <Typography.Text type="secondary">{t('lingshou.shop')}</Typography.Text>
          <SceneShopSelect shops={shops} shop={shop} select={select} testId="ls-shop" />
          <Input.Search
            allowClear
            placeholder={t('lsCase.search')}
            onSearch={(value) => setKeyword(value.trim())}
            style={{ width: 220 }}
            data-testid="ls-case-search"
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="ls-case-add">
          {t('lsCase.add')}
        </Button>
      </Card>
      <Card variant="borderless" className="ls-cases">
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={cases.isFetching}
          locale={{ emptyText: t('lsCase.empty') }}
          scroll={isPhone ? undefined : { x: 760 }}
          pagination={false}
          data-testid="ls-cases"
        />
      </Card>
      <CaseFormModal
        editing={editing}
        products={products.data?.records ?? []}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </div>
  );
}
