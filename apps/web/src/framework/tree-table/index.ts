export { TreeTable, type TreeTableProps } from './TreeTable';
export type { TreeRow } from './treeLogic';
