import {
  DeleteOutlined,
  DesktopOutlined,
  DragOutlined,
  EditOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  MoreOutlined,
  PlusOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { WorksHjRecord } from '@scenecast/contracts';
import { Button, Dropdown, Empty, type MenuProps, Skeleton, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { flattenHj } from './worksOrder';

export type HjAction = 'addChild' | 'rename' | 'move' | 'share' | 'assign' | 'delete';

interface HjTreeProps {
  tree: WorksHjRecord[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onAction: (action: HjAction, hj: WorksHjRecord) => void;
}

/** The shop's groups (hj) as a tree: counts, and each group's actions in its menu. */
export function HjTree({ tree, loading, selectedId, onSelect, onAdd, onAction }: HjTreeProps) {
  const { t } = useTranslation();
  const canShare = usePermission('works:share');
  const canDelete = usePermission('works:delete');
  const canAssign = usePermission('works:assign');
  // Every group opens by default, new ones included; the user's collapses are remembered.
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const allIds = flattenHj(tree).map((hj) => hj.id);

  const menuOf = (hj: WorksHjRecord): MenuProps['items'] =>
    [
      { key: 'addChild', icon: <FolderAddOutlined />, label: t('works.addChild') },
      { key: 'rename', icon: <EditOutlined />, label: t('works.rename') },
      { key: 'move', icon: <DragOutlined />, label: t('works.moveGroup') },
      ...(canShare ? [{ key: 'share', icon: <ShareAltOutlined />, label: t('works.actions.share') }] : []),
      ...(canAssign ? [{ key: 'assign', icon: <DesktopOutlined />, label: t('works.actions.assignGroup') }] : []),
      ...(canDelete
        ? [
            { type: 'divider' as const },
            { key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('works.deleteGroup') },
          ]
        : []),
    ].map((item) =>
      item && 'key' in item ? { ...item, 'data-testid': `hj-action-${String(item.key)}-${hj.id}` } : item,
    );

  const toNode = (hj: WorksHjRecord): TreeDataNode => ({
    key: hj.id,
    title: (
      <span className="works-hj-node" data-testid="hj-node" data-hj-id={hj.id}>
        <span className="works-hj-name">{hj.name}</span>
        {hj.shareType === 1 && <ShareAltOutlined className="works-hj-shared" />}
        <Tag className="works-hj-count" bordered={false}>
          {hj.worksCount}
        </Tag>
        <Dropdown
          trigger={['click']}
          menu={{
            items: menuOf(hj),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              onAction(key as HjAction, hj);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('works.groupMenu')}
            data-testid="hj-menu"
            onClick={(event) => event.stopPropagation()}
          />
        </Dropdown>
      </span>
    ),
    children: (hj.children ?? []).map(toNode),
  });

  return (
    <div className="works-hj-panel" data-testid="hj-tree">
      <div className="works-hj-head">
        <Typography.Text strong>
          <FolderOpenOutlined /> {t('works.groups')}
        </Typography.Text>
        <Button size="small" type="primary" ghost icon={<PlusOutlined />} onClick={onAdd} data-testid="hj-add">
          {t('works.addGroup')}
        </Button>
      </div>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('works.noGroupText')} />
      ) : (
        <Tree
          blockNode
          expandedKeys={allIds.filter((id) => !collapsed.includes(id))}
          onExpand={(keys) => setCollapsed(allIds.filter((id) => !keys.includes(id)))}
          treeData={tree.map(toNode)}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => {
            const [key] = keys;
            if (key !== undefined) onSelect(String(key));
          }}
        />
      )}
    </div>
  );
}
