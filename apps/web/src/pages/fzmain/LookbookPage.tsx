import { PlusOutlined } from '@ant-design/icons';
import type { FzCollection, FzStyle } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Input, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionRunner } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { SHOP_STORAGE_KEYS } from '../scene/currentShop';
import { SceneShopSelect, useSceneShop } from '../scene/SceneShopPicker';
import {
  addCollection,
  addStyle,
  type CollectionFields,
  deleteCollection,
  deleteStyle,
  editCollection,
  editStyle,
  lookbookKeys,
  movedIds,
  type StyleFields,
  setCollectionStatus,
  setStyleStatus,
  sortCollections,
  sortStyles,
  useCollections,
  useStyles,
} from './api';
import { CollectionFormModal } from './CollectionFormModal';
import { CollectionList } from './CollectionList';
import { StyleFormModal } from './StyleFormModal';
import { StyleTable } from './StyleTable';
import './lookbookLocale';
import './lookbook.css';

/**
 * /fzmain/lookbook: the clothing shop's lookbook. Collections (a season's line) on the left in their
 * screen order; the chosen one's styles on the right, or the shop's styles matching a search by
 * 款号 or name. What is shown here in order is what the shop's screens show.
 */
export default function LookbookPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shop, select, isLoading } = useSceneShop('fz', SHOP_STORAGE_KEYS.fz);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editingCollection, setEditingCollection] = useState<FzCollection | 'new' | null>(null);
  const [editingStyle, setEditingStyle] = useState<FzStyle | { collectionId: string } | null>(null);
  const collections = useCollections(shop?.id ?? null);
  const list = collections.data ?? [];
  // The picked collection while it exists, else the first one.
  const selected = list.find((entry) => entry.id === pickedId) ?? list[0] ?? null;
  const styles = useStyles(shop?.id ?? null, keyword ? { keyword } : { collectionId: selected?.id }, 1);
  const refresh = () => queryClient.invalidateQueries({ queryKey: lookbookKeys.all });
  const run = useActionRunner(refresh);

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!shop) {
    return (
      <Card variant="borderless">
        <Empty description={t('lookbook.noShop')}>
          <Typography.Text type="secondary">{t('lookbook.noShopText')}</Typography.Text>
        </Empty>
      </Card>
    );
  }

  const styleRows = keyword || selected ? (styles.data?.records ?? []) : [];
  const saveCollection = (fields: CollectionFields) =>
    run(
      () =>
        editingCollection && editingCollection !== 'new'
          ? editCollection(editingCollection.id, fields)
          : addCollection(shop.id, fields),
      t('lookbook.saved'),
    );
  const saveStyle = (fields: StyleFields) =>
    run(
      () => (editingStyle && 'id' in editingStyle ? editStyle(editingStyle.id, fields) : addStyle(shop.id, fields)),
      t('lookbook.saved'),
    );
  const confirmDelete = (title: string, action: () => Promise<unknown>) =>
    modal.confirm({ title, okButtonProps: { danger: true }, onOk: () => run(action, t('lookbook.deleted')) });

  return (
    <div className="fz-page" data-testid="fz-lookbook-page">
      <Card variant="borderless" className="fz-toolbar">
        <Space wrap>
          <Typography.Text type="secondary">{t('lookbook.shop')}</Typography.Text>
          <SceneShopSelect shops={shops} shop={shop} select={select} testId="fz-shop" />
          <Input.Search
            allowClear
            placeholder={t('lookbook.search')}
            onSearch={(value) => setKeyword(value.trim() || undefined)}
            style={{ width: 220 }}
            data-testid="fz-search"
          />
        </Space>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditingCollection('new')}
          data-testid="fz-collection-add"
        >
          {t('lookbook.addCollection')}
        </Button>
      </Card>
      <Row gutter={[16, 16]} className="fz-body">
        <Col xs={24} lg={9}>
          <Card variant="borderless" title={t('lookbook.collections')} loading={collections.isLoading}>
            <CollectionList
              collections={list}
              selectedId={keyword ? null : (selected?.id ?? null)}
              onSelect={(id) => {
                setPickedId(id);
                setKeyword(undefined);
              }}
              onMove={(index, delta) =>
                void run(() =>
                  sortCollections(
                    shop.id,
                    movedIds(
                      list.map((entry) => entry.id),
                      index,
                      delta,
                    ),
                  ),
                )
              }
              onShow={(collection, isShown) => void run(() => setCollectionStatus([collection.id], isShown ? 1 : 0))}
              onEdit={setEditingCollection}
              onDelete={(collection) =>
                confirmDelete(t('lookbook.deleteCollection', { name: collection.name }), () =>
                  deleteCollection(collection.id),
                )
              }
            />
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card
            variant="borderless"
            title={keyword ? t('lookbook.searchResults') : (selected?.name ?? t('lookbook.styles'))}
            extra={
              selected && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => setEditingStyle({ collectionId: selected.id })}
                  data-testid="fz-style-add"
                >
                  {t('lookbook.addStyle')}
                </Button>
              )
            }
          >
            {!keyword && !selected ? (
              <Empty description={t('lookbook.pickCollection')} />
            ) : (
              <StyleTable
                styles={styleRows}
                loading={styles.isFetching}
                canMove={!keyword}
                onMove={(index, delta) =>
                  selected &&
                  void run(() =>
                    sortStyles(
                      selected.id,
                      movedIds(
                        styleRows.map((row) => row.id),
                        index,
                        delta,
                      ),
                    ),
                  )
                }
                onShow={(style, isShown) => void run(() => setStyleStatus([style.id], isShown ? 1 : 0))}
                onEdit={setEditingStyle}
                onDelete={(style) =>
                  confirmDelete(t('lookbook.deleteStyle', { name: style.name }), () => deleteStyle(style.id))
                }
              />
            )}
          </Card>
        </Col>
      </Row>
      <CollectionFormModal
        editing={editingCollection}
        onClose={() => setEditingCollection(null)}
        onSave={saveCollection}
      />
      <StyleFormModal
        editing={editingStyle}
        collections={list}
        onClose={() => setEditingStyle(null)}
        onSave={saveStyle}
      />
    </div>
  );
}
