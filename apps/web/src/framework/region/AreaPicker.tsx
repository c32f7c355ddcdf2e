import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RegionNode, useRegionTree } from './api';

interface AreaPickerProps {
  /** [province, city, area] by name (shops store the names). */
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  id?: string;
}

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

const toOptions = (nodes: readonly RegionNode[]): Option[] =>
  nodes.map((node) => ({
    value: node.name,
    label: node.name,
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));

let cached: { source: RegionNode[]; options: Option[] } | null = null;

/** Province / city / district picker from /region/tree (framework §2 area picker). */
export function AreaPicker({ value, onChange, disabled, id }: AreaPickerProps) {
  const { t } = useTranslation();
  const tree = useRegionTree();
  if (tree.data && cached?.source !== tree.data) cached = { source: tree.data, options: toOptions(tree.data) };
  return (
    <Cascader
      id={id}
      options={cached?.options ?? []}
      value={value}
      onChange={(next) => onChange?.((next ?? []).map(String))}
      loading={tree.isLoading}
      disabled={disabled}
      placeholder={t('region.pick')}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input)) }}
      changeOnSelect={false}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
