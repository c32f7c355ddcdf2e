import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone } from '../../framework/display/smallScreen';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { type CategoryEditing, CategoryFormModal } from './CategoryFormModal';
import { CATEGORY_MANAGE, type CategoryRow, categoryKeys, deleteCategory, useCategoryTree } from './dictAdminApi';
import './dictLocale';

/**
 * 分类字典: the category tree shared by every tenant (album styles, product and costume kinds). The
 * platform administrator adds roots and children, renames and deletes leaves; the server makes the
 * codes. The whole tree is read at once, so what is open stays open after an edit.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const reload = () => queryClient.invalidateQueries({ queryKey: categoryKeys.tree });

  const remove = async (node: CategoryRow) => {
    try {
      await deleteCategory(node.id);
      message.success(t('category.removed'));
      await reload();
    } catch (error) {
      showRefusal(message, error);
    }
  };

  return (
    <Card>
      <Authorized action={CATEGORY_MANAGE}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({ parent: null })}
          data-testid="category-add-root"
        >
          {t('category.addRoot')}
        </Button>
      </Authorized>
      <Table<CategoryRow>
        rowKey="id"
        loading={tree.isFetching}
        dataSource={tree.data}
        pagination={false}
        data-testid="category-tree"
        locale={{ emptyText: t('category.empty') }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        columns={[
          { title: t('category.name'), dataIndex: 'name', ellipsis: isPhone },
          { title: t('category.code'), dataIndex: 'code' },
          {
            title: t('category.action'),
            key: 'action',
            width: isPhone ? 90 : 220,
            render: (_, node) => (
              <Authorized action={CATEGORY_MANAGE}>
                <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
                  <Button type="link" size="small" onClick={() => setEditing({ parent: node })}>
                    {t('category.addChild')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing({ node })}>
                    {t('category.edit')}
                  </Button>
                  <Popconfirm title={t('category.removeConfirm', { name: node.name })} onConfirm={() => remove(node)}>
                    <Button type="link" size="small" danger>
                      {t('category.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </Authorized>
            ),
          },
        ]}
      />
      {editing && (
        <CategoryFormModal
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t('node' in editing ? 'category.saved' : 'category.added'));
            // Show where the new node went.
            if ('parent' in editing && editing.parent) {
              const parentId = editing.parent.id;
              setExpanded((keys) => (keys.includes(parentId) ? keys : [...keys, parentId]));
            }
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Card>
  );
}
