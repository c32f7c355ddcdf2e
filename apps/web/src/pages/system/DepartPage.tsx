import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Row, Spin, Tabs, Tree } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized, usePermission } from '../../framework/Authorized';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { DepartAddModal } from './DepartAddModal';
import { DepartDetail } from './DepartDetail';
import { DepartPermissionPanel } from './DepartPermissionPanel';
import { DepartRolePanel } from './DepartRolePanel';
import { DEPART_MANAGE, type DepartTreeNode, searchDeparts } from './departApi';
import './departLocale';
import { DEPART_PERMISSION } from './departPermissionApi';
import './departPermissionLocale';
import { useLazyDepartTree } from './useDepartTree';

/**
 * 部门管理: the tenant's departments as a tree loaded a level at a time on the left, the chosen
 * department's form on the right; add a top department or a sub-department, delete, search. With
 * the department-permission button, two more tabs: what the department may grant, and its roles.
 */
export default function DepartPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const tree = useLazyDepartTree();
  const mayGrant = usePermission(DEPART_PERMISSION);
  const [selected, setSelected] = useState<DepartTreeNode | null>(null);
  const [adding, setAdding] = useState<{ id: string; title: string } | 'root' | null>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [found, setFound] = useState<DepartTreeNode[] | null>(null);
  const [keyword, setKeyword] = useState('');

  const search = async (text: string) => {
    setKeyword(text.trim());
    if (!text.trim()) {
      setFound(null);
      return;
    }
    try {
      setFound(await searchDeparts(text.trim()));
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  /** After a change: the level it touched, and the search results when a search is shown. */
  const reload = async (pid: string | null) => {
    await tree.reloadLevel(pid);
    if (keyword) await search(keyword);
  };

  const shown = found ?? tree.nodes;
  const treeNode = (node: DepartTreeNode): DepartTreeNode => ({
    ...node,
    isLeaf: found ? true : node.isLeaf,
    children: found ? undefined : node.children?.map(treeNode),
  });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9} lg={8}>
        <Card>
          <Input.Search
            allowClear
            placeholder={t('depart.search')}
            onSearch={(text) => void search(text)}
            style={{ marginBottom: 12 }}
            data-testid="depart-search"
          />
          <Authorized action={DEPART_MANAGE}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding('root')}
              style={{ marginBottom: 12 }}
            >
              {t('depart.addRoot')}
            </Button>
          </Authorized>
          <Spin spinning={tree.loading}>
            {shown.length === 0 && !tree.loading ? (
              <Empty description={found ? t('depart.noResult') : t('depart.empty')} />
            ) : (
              <Tree<DepartTreeNode>
                blockNode
                data-testid="depart-tree"
                treeData={shown.map(treeNode)}
                selectedKeys={selected ? [selected.id] : []}
                expandedKeys={found ? [] : expanded}
                onExpand={(keys) => setExpanded(keys)}
                loadData={found ? undefined : (node) => tree.reloadLevel(node.id)}
                onSelect={(_, { node, selected: isSelected }) => setSelected(isSelected ? node : null)}
              />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} md={15} lg={16}>
        <Card title={t('depart.detail')}>
          {selected ? (
            <Tabs
              key={selected.id}
              items={[
                {
                  key: 'info',
                  label: t('departPerm.infoTab'),
                  children: (
                    <DepartDetail
                      depart={selected}
                      onAddChild={() => setAdding({ id: selected.id, title: selected.departName })}
                      onSaved={(depart) => {
                        setSelected({ ...selected, ...depart, title: depart.departName });
                        void reload(depart.parentId);
                      }}
                      onDeleted={() => {
                        setSelected(null);
                        void reload(selected.parentId);
                      }}
                    />
                  ),
                },
                ...(mayGrant
                  ? [
                      {
                        key: 'permission',
                        label: t('departPerm.permissionTab'),
                        children: <DepartPermissionPanel departId={selected.id} />,
                      },
                      {
                        key: 'roles',
                        label: t('departPerm.rolesTab'),
                        children: <DepartRolePanel departId={selected.id} />,
                      },
                    ]
                  : []),
              ]}
            />
          ) : (
            <Empty description={t('depart.noSelection')} />
          )}
        </Card>
      </Col>
      {adding && (
        <DepartAddModal
          parent={adding === 'root' ? null : adding}
          onClose={() => setAdding(null)}
          onAdded={(depart) => {
            setAdding(null);
            message.success(t('depart.added'));
            if (depart.parentId) setExpanded((keys) => [...new Set([...keys, depart.parentId as string])]);
            void reload(depart.parentId);
          }}
        />
      )}
    </Row>
  );
}
