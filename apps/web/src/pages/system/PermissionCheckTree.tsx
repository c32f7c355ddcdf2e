import type { PermissionTreeList, PermissionTreeNode } from '@scenecast/contracts';
import { Button, Space, Tag, Tree } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allKeys, toggleChecked } from './rolePermissionLogic';
import './roleLocale';

interface Props {
  tree: PermissionTreeList;
  checked: string[];
  onChange(checked: string[]): void;
  testId?: string;
  /** Shown after an entry's title (the role drawer's data rules link). */
  titleExtra?(node: PermissionTreeNode): ReactNode;
}

/**
 * The checkbox tree of menus and buttons that role, department and department-role permissions
 * share: check all, uncheck all, expand, collapse; checking follows rolePermissionLogic.
 */
export function PermissionCheckTree({ tree, checked, onChange, testId, titleExtra }: Props) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>([]);
  const english = i18n.language.startsWith('en');
  const treeList = tree.treeList;

  useEffect(() => setExpanded(allKeys(treeList)), [treeList]);

  const title = (node: PermissionTreeNode) => (
    <span data-testid={`perm-${node.key}`}>
      {(english && node.titleEn) || node.title}
      {node.menuType === 2 && (
        <Tag style={{ marginInlineStart: 6 }} color="blue">
          {t('sysRole.button')}
        </Tag>
      )}
      {titleExtra?.(node)}
    </span>
  );

  return (
    <div data-testid={testId}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => onChange(tree.ids)}>
          {t('sysRole.checkAll')}
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          {t('sysRole.uncheckAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded(allKeys(treeList))}>
          {t('sysRole.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('sysRole.collapseAll')}
        </Button>
      </Space>
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
        onCheck={(_, info) => onChange(toggleChecked(treeList, checked, String(info.node.key), info.checked))}
      />
    </div>
  );
}
