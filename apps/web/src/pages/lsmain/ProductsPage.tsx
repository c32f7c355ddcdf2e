import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { formatCents, type LsProduct } from '@scenecast/contracts';
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
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../framework/display/RowActions';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { ImportModal } from '../../framework/import-export/ImportModal';
import { exportXls } from '../../framework/import-export/listApi';
import { useActionRunner } from '../../framework/refusal';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useFeedback } from '../../framework/useFeedback';
import { SHOP_STORAGE_KEYS } from '../scene/currentShop';
import { SceneShopSelect, useSceneShop } from '../scene/SceneShopPicker';
import {
  addCategory,
  addProduct,
  deleteCategory,
  deleteProduct,
  EXPORT_URL,
  editProduct,
  importUrl,
  lingshouKeys,
  type ProductFields,
  type ProductFilters,
  setProductStatus,
  useCategories,
  useProducts,
} from './api';
import { ProductFormModal } from './ProductFormModal';
import './lingshouLocale';
import './lingshou.css';

/**
 * /lsmain/product: the retail shop's catalogue. Categories filter the list; a product has variants
 * (spec, price, stock), images and an on/off-shelf switch; spreadsheets import and export it.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shop, select, isLoading } = useSceneShop('ls', SHOP_STORAGE_KEYS.ls);
  const [filters, setFilters] = useState<ProductFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<LsProduct | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [newCategory, setNewCategory] = useState('');
  const categories = useCategories(shop?.id ?? null);
  const products = useProducts(shop?.id ?? null, filters, pageNo);
  const refresh = () => queryClient.invalidateQueries({ queryKey: lingshouKeys.all });
  const run = useActionRunner(refresh);
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

  const categoryList = categories.data ?? [];
  const categoryName = new Map(categoryList.map((category) => [category.id, category.name]));
  const filter = (next: ProductFilters) => {
    setFilters(next);
    setPageNo(1);
  };
  const save = (fields: ProductFields) =>
    run(
      () => (editing && editing !== 'new' ? editProduct(editing.id, fields) : addProduct(shop.id, fields)),
      t('lingshou.saved'),
    );
  const createCategory = async () => {
    if (await run(() => addCategory(shop.id, newCategory), t('lingshou.saved'))) setNewCategory('');
  };

  const columns: TableColumnsType<LsProduct> = [
    {
      title: t('lingshou.columns.image'),
      dataIndex: 'images',
      width: 72,
      responsive: WIDE_SCREENS_ONLY,
      render: (images: string[]) => (images[0] ? <Image src={staticUrl(images[0])} width={48} height={48} /> : null),
    },
    { title: t('lingshou.columns.code'), dataIndex: 'code', width: 120, responsive: WIDE_SCREENS_ONLY },
    { title: t('lingshou.columns.name'), dataIndex: 'name' },
    {
      title: t('lingshou.columns.category'),
      dataIndex: 'categoryId',
      width: 110,
      responsive: WIDE_SCREENS_ONLY,
      render: (id: string | null) => (id ? categoryName.get(id) : '—'),
    },
    {
      title: t('lingshou.columns.skus'),
      dataIndex: 'skus',
      responsive: WIDE_SCREENS_ONLY,
      render: (skus: LsProduct['skus']) => (
        <div className="ls-sku-tags">
          {skus.map((sku) => (
            <Tag key={sku.spec}>{`${sku.spec} · ¥${formatCents(sku.price)} · ${sku.stock}`}</Tag>
          ))}
        </div>
      ),
    },
    {
      title: t('lingshou.columns.stock'),
      width: 90,
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => row.skus.reduce((sum, sku) => sum + sku.stock, 0),
    },
    {
      title: t('lingshou.columns.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: number, row) => (
        <Switch
          size="small"
          checked={status === 1}
          checkedChildren={t('lingshou.on')}
          unCheckedChildren={t('lingshou.off')}
          onChange={(checked) => void run(() => setProductStatus([row.id], checked ? 1 : 0))}
        />
      ),
    },
    {
      title: t('lingshou.columns.actions'),
      width: 96,
      render: (_, row) => (
        <RowActions
          onEdit={() => setEditing(row)}
          onDelete={() =>
            modal.confirm({
              title: t('lingshou.deleteConfirm', { name: row.name }),
              okButtonProps: { danger: true },
              onOk: () => run(() => deleteProduct(row.id), t('lingshou.deleted')),
            })
          }
        />
      ),
    },
  ];

  return (
    <div className="ls-page" data-testid="ls-products-page">
      <Card variant="borderless" className="ls-toolbar">
        <Space wrap>
          <Typography.Text type="secondary">{t('lingshou.shop')}</Typography.Text>
          <SceneShopSelect shops={shops} shop={shop} select={select} testId="ls-shop" />
          <Input.Search
            allowClear
            placeholder={t('lingshou.search')}
            onSearch={(keyword) => filter({ ...filters, keyword: keyword || undefined })}
            style={{ width: 220 }}
            data-testid="ls-search"
          />
        </Space>
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="ls-import">
            {t('lingshou.import')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void run(() => exportXls(EXPORT_URL, { shopId: shop.id }, [], t('lingshou.title')))}
          >
            {t('lingshou.export')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="ls-add">
            {t('lingshou.add')}
          </Button>
        </Space>
      </Card>
      <Card variant="borderless" className="ls-categories" data-testid="ls-categories">
        <Space wrap>
          <Tag.CheckableTag
            checked={!filters.categoryId}
            onChange={() => filter({ ...filters, categoryId: undefined })}
          >
            {t('lingshou.allCategories')}
          </Tag.CheckableTag>
          {categoryList.map((category) => (
            <Tag.CheckableTag
              key={category.id}
              checked={filters.categoryId === category.id}
              onChange={() => filter({ ...filters, categoryId: category.id })}
            >
              {`${category.name} (${category.productCount})`}
              {category.productCount === 0 && (
                <DeleteOutlined
                  className="ls-category-delete"
                  aria-label={t('lingshou.delete')}
                  onClick={(event) => {
                    event.stopPropagation();
                    modal.confirm({
                      title: t('lingshou.deleteCategory', { name: category.name }),
                      onOk: () => run(() => deleteCategory(category.id), t('lingshou.deleted')),
                    });
                  }}
                />
              )}
            </Tag.CheckableTag>
          ))}
          <Space.Compact>
            <Input
              value={newCategory}
              onChange={(event) => setNewCategory(event.target.value)}
              placeholder={t('lingshou.categoryName')}
              style={{ width: 140 }}
              data-testid="ls-category-name"
            />
            <Button icon={<PlusOutlined />} onClick={() => void createCategory()} data-testid="ls-category-add">
              {t('lingshou.addCategory')}
            </Button>
          </Space.Compact>
        </Space>
      </Card>
      <Card variant="borderless">
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={products.data?.records ?? []}
          loading={products.isFetching}
          locale={{ emptyText: t('lingshou.empty') }}
          scroll={isPhone ? undefined : { x: 960 }}
          pagination={{
            current: pageNo,
            total: products.data?.total ?? 0,
            pageSize: 10,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
          data-testid="ls-products"
        />
      </Card>
      <ProductFormModal editing={editing} categories={categoryList} onClose={() => setEditing(null)} onSave={save} />
      <ImportModal
        open={importing}
        url={importUrl(shop.id)}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </div>
  );
}
