import type { PermissionTreeNode, RoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin, Tag, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { RoleDataRuleDrawer } from './RoleDataRuleDrawer';
import { roleKeys, saveRolePermissions, usePermissionTree, useRolePermissions } from './roleApi';
import { allKeys, toggleChecked } from './rolePermissionLogic';

interface Props {
  role: RoleRecord | null;
  onClose(): void;
}

/**
 * The menus and buttons of a role, as a checkbox tree of what the caller may give; a menu with data
 * rules offers the choice of those that apply to the role.
 */
export function RolePermissionDrawer({ role, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const tree = usePermissionTree(role !== null);
  const granted = useRolePermissions(role?.id ?? null);
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [rulesOf, setRulesOf] = useState<PermissionTreeNode | null>(null);
  const { saving, runSave } = useSaveTask();
  const english = i18n.language.startsWith('en');

  useEffect(() => {
    if (granted.data) setChecked(granted.data);
  }, [granted.data]);
  useEffect(() => {
    if (tree.data) setExpanded(allKeys(tree.data.treeList));
  }, [tree.data]);

  const treeList = tree.data?.treeList ?? [];
  const title = (node: PermissionTreeNode) => (
    <span data-testid={`perm-${node.key}`}>
      {(english && node.titleEn) || node.title}
      {node.menuType === 2 && (
        <Tag style={{ marginInlineStart: 6 }} color="blue">
          {t('sysRole.button')}
        </Tag>
      )}
      {node.ruleFlag && role && (
        <Button
          type="link"
          size="small"
          data-testid={`perm-rules-${node.key}`}
          onClick={(event) => {
            event.stopPropagation();
            setRulesOf(node);
          }}
        >
          {t('sysRole.dataRules')}
        </Button>
      )}
    </span>
  );

  const save = async () => {
    if (!role) return;
    await runSave(async () => {
      await saveRolePermissions(role.id, checked);
      message.success(t('sysRole.saved'));
      await queryClient.invalidateQueries({ queryKey: roleKeys.granted(role.id) });
      onClose();
    });
  };

  return (
    <Drawer
      open={role !== null}
      size={560}
      title={t('sysRole.grantTitle', { name: role?.roleName ?? '' })}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-permission-drawer"
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('sysRole.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-permission-save">
            {t('sysRole.save')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setChecked(tree.data?.ids ?? [])}>
          {t('sysRole.checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {t('sysRole.uncheckAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded(allKeys(treeList))}>
          {t('sysRole.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('sysRole.collapseAll')}
        </Button>
      </Space>
      {tree.isPending || granted.isPending ? (
        <Spin />
      ) : (
        <Tree<PermissionTreeNode>
          checkable
          checkStrictly
          blockNode
          selectable={false}
          treeData={treeList}
          titleRender={title}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          checkedKeys={{ checked, halfChecked: [] }}
          onCheck={(_, info) => setChecked((now) => toggleChecked(treeList, now, String(info.node.key), info.checked))}
        />
      )}
      {rulesOf && role && <RoleDataRuleDrawer role={role} entry={rulesOf} onClose={() => setRulesOf(null)} />}
    </Drawer>
  );
}
