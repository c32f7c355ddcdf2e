import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { FzCollection } from '@scenecast/contracts';
import { Button, Empty, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { staticUrl } from '../../framework/upload/staticUrl';

interface CollectionListProps {
  collections: FzCollection[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onShow: (collection: FzCollection, isShown: boolean) => void;
  onEdit: (collection: FzCollection) => void;
  onDelete: (collection: FzCollection) => void;
}

/** The shop's collections in their screen order: pick one to see its styles, move, show or hide it. */
export function CollectionList(props: CollectionListProps) {
  const { t } = useTranslation();
  const { collections } = props;
  if (collections.length === 0) return <Empty description={t('lookbook.noCollections')} />;
  return (
    <div data-testid="fz-collections">
      {collections.map((collection, index) => (
        <div
          key={collection.id}
          className={collection.id === props.selectedId ? 'fz-collection active' : 'fz-collection'}
          data-testid="fz-collection"
        >
          <button type="button" className="fz-collection-pick" onClick={() => props.onSelect(collection.id)}>
            {collection.cover ? (
              <img className="fz-collection-cover" src={staticUrl(collection.cover)} alt="" />
            ) : (
              <span className="fz-collection-cover" />
            )}
            <span className="fz-collection-text">
              <span className="fz-collection-name">{collection.name}</span>
              <Typography.Text type="secondary">
                {`${collection.year} ${t(`lookbook.seasons.${collection.season}`)} · ${t('lookbook.styleCount', {
                  count: collection.styleCount,
                })}`}
              </Typography.Text>
            </span>
          </button>
          <div className="fz-collection-actions">
            <Switch
              size="small"
              checked={collection.status === 1}
              checkedChildren={t('lookbook.shown')}
              unCheckedChildren={t('lookbook.hidden')}
              onChange={(checked) => props.onShow(collection, checked)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              aria-label={t('lookbook.up')}
              onClick={() => props.onMove(index, -1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === collections.length - 1}
              aria-label={t('lookbook.down')}
              onClick={() => props.onMove(index, 1)}
            />
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('lookbook.edit')}
              onClick={() => props.onEdit(collection)}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('lookbook.delete')}
              onClick={() => props.onDelete(collection)}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
