import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { DEFAULT_SEPARATOR, splitValue, TREE_DROPDOWN_MAX_HEIGHT, textsByKey } from './constants';
import type { TreeNodeData } from './dictApi';

interface FlatNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
  disabled: boolean;
}

export interface LazyTreeSelectProps {
  value?: string;
  onChange?(value: string): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

interface LazyTreeSource {
  /** Identifies the source; a new one reloads the tree. */
  sourceKey: string;
  loadRoot(): Promise<TreeNodeData[]>;
  loadChildren(node: TreeNodeData): Promise<TreeNodeData[]>;
  loadLabels(values: string[]): Promise<string[]>;
  onLoadError?(error: unknown): void;
}

const ROOT = '__root__';
const flat = (nodes: readonly TreeNodeData[], parent: string): FlatNode[] =>
  nodes.map((node) => ({
    id: node.key,
    pId: parent,
    value: node.value,
    title: node.title,
    isLeaf: Boolean(node.isLeaf ?? node.leaf),
    disabled: Boolean(node.disabled),
  }));

/** A tree select whose children load when a node opens; chosen values keep their texts. */
export function LazyTreeSelect({
  value,
  onChange,
  multi = false,
  disabled,
  placeholder,
  id,
  sourceKey,
  loadRoot,
  loadChildren,
  loadLabels,
  onLoadError,
}: LazyTreeSelectProps & LazyTreeSource) {
  const [nodes, setNodes] = useState<FlatNode[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const values = splitValue(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the source key names the loaders
  useEffect(() => {
    let live = true;
    loadRoot().then(
      (roots) => live && setNodes(flat(roots, ROOT)),
      (error: unknown) => live && onLoadError?.(error),
    );
    return () => {
      live = false;
    };
  }, [sourceKey]);

  const unknown = values.filter((v) => labels[v] === undefined && !nodes.some((n) => n.value === v));
  const unknownKey = unknown.join(DEFAULT_SEPARATOR);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the source key names the loader
  useEffect(() => {
    if (!unknownKey) return;
    const keys = unknownKey.split(DEFAULT_SEPARATOR);
    loadLabels(keys).then(
      (found) => setLabels((prev) => ({ ...prev, ...textsByKey(keys, found) })),
      () => setLabels((prev) => ({ ...prev, ...Object.fromEntries(keys.map((k) => [k, k])) })),
    );
  }, [sourceKey, unknownKey]);

  const titleOf = (v: string) => nodes.find((n) => n.value === v)?.title ?? labels[v] ?? v;
  const selected = values.map((v) => ({ value: v, label: titleOf(v) }));

  return (
    <TreeSelect
      id={id}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT }}
      treeData={nodes}
      labelInValue
      multiple={multi}
      treeCheckable={multi}
      treeCheckStrictly={multi}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      listHeight={TREE_DROPDOWN_MAX_HEIGHT}
      value={multi ? selected : selected[0]}
      loadData={async (node) => {
        const key = String(node.id);
        if (nodes.some((n) => n.pId === key)) return;
        const source = nodes.find((n) => n.id === key);
        if (!source) return;
        const children = await loadChildren({ key, value: source.value, title: source.title });
        setNodes((prev) => [
          ...prev.map((n) => (n.id === key && children.length === 0 ? { ...n, isLeaf: true } : n)),
          ...flat(children, key),
        ]);
      }}
      onChange={(next) => {
        const list = (Array.isArray(next) ? next : next ? [next] : []) as { value: string; label?: unknown }[];
        setLabels((prev) => ({
          ...prev,
          ...Object.fromEntries(
            list.map((item) => [item.value, typeof item.label === 'string' ? item.label : item.value]),
          ),
        }));
        onChange?.(list.map((item) => item.value).join(DEFAULT_SEPARATOR));
      }}
    />
  );
}
