import { msg } from '@scenecast/contracts';
import { Empty, Input, Modal, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { type DepartNode, flattenDeparts, useDepartTree } from './api';
import { DEFAULT_SEPARATOR, DEPART_PICKER_MODAL_WIDTH, splitValue } from './constants';
import './locale';
import { PickerField } from './PickerField';
import type { PickerInputProps } from './UserPicker';

/** Picks departments from the caller's tree; the value is their ids joined with commas (framework §2). */
export function DepartPickerInput({ value, onChange, multi = false, disabled, placeholder, id }: PickerInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tree = useDepartTree();
  const names = useMemo(() => new Map(flattenDeparts(tree.data).map((node) => [node.id, node.title])), [tree.data]);
  const ids = splitValue(value);
  return (
    <>
      <PickerField
        id={id}
        text={ids.map((departId) => names.get(departId) ?? departId).join(DEFAULT_SEPARATOR)}
        placeholder={placeholder ?? t('pickers.departTitle')}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
      />
      {open && (
        <DepartPickerModal
          multi={multi}
          initial={ids}
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            onChange?.(chosen.join(DEFAULT_SEPARATOR));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** Keeps the nodes whose name holds the keyword, with their ancestors. */
function filterTree(nodes: readonly DepartNode[], keyword: string): DepartNode[] {
  if (!keyword) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], keyword);
    if (node.title.includes(keyword) || children.length > 0) return [{ ...node, children }];
    return [];
  });
}

interface DepartPickerModalProps {
  multi: boolean;
  initial: string[];
  onOk(ids: string[]): void;
  onCancel(): void;
}

export function DepartPickerModal({ multi, initial, onOk, onCancel }: DepartPickerModalProps) {
  const { t } = useTranslation();
  const tree = useDepartTree();
  const [checked, setChecked] = useState<string[]>(initial);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterTree(tree.data ?? [], keyword.trim()), [tree.data, keyword]);
  const noDeparts = tree.isSuccess && tree.data.length === 0;
  return (
    <Modal
      open
      width={DEPART_PICKER_MODAL_WIDTH}
      title={t('pickers.departTitle')}
      onCancel={onCancel}
      onOk={() => onOk(checked)}
      destroyOnHidden
    >
      {noDeparts ? (
        <Empty description={msg('noDeparts', currentLang())} />
      ) : (
        <Spin spinning={tree.isLoading}>
          <Input.Search
            allowClear
            placeholder={t('pickers.searchDepart')}
            onSearch={setKeyword}
            onChange={(e) => setKeyword(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          <div style={{ maxHeight: 420, overflow: 'auto' }}>
            <Tree<DepartNode>
              key={keyword}
              checkable
              checkStrictly
              defaultExpandAll
              blockNode
              treeData={shown}
              fieldNames={{ key: 'id', title: 'title', children: 'children' }}
              checkedKeys={checked}
              selectedKeys={[]}
              onCheck={(keys, info) => {
                const id = String(info.node.id);
                if (!multi) setChecked(info.checked ? [id] : []);
                else setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
              }}
              onSelect={(_keys, info) => {
                const id = String(info.node.id);
                const has = checked.includes(id);
                if (!multi) setChecked(has ? [] : [id]);
                else setChecked(has ? checked.filter((k) => k !== id) : [...checked, id]);
              }}
            />
          </div>
        </Spin>
      )}
    </Modal>
  );
}
