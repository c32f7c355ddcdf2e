import { useCallback, useEffect, useState } from 'react';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { type DepartTreeNode, departChildren } from './departApi';

/** Puts `level` under `pid` (the roots for null), keeping the loaded children of nodes still there. */
function withLevel(nodes: DepartTreeNode[], pid: string | null, level: DepartTreeNode[]): DepartTreeNode[] {
  const merge = (old: DepartTreeNode[] | undefined) =>
    level.map((node) => {
      const before = old?.find((item) => item.id === node.id);
      return before?.children && !node.isLeaf ? { ...node, children: before.children } : node;
    });
  if (pid === null) return merge(nodes);
  return nodes.map((node) => {
    if (node.id === pid) {
      const children = merge(node.children);
      return { ...node, isLeaf: children.length === 0, children: children.length > 0 ? children : undefined };
    }
    return node.children ? { ...node, children: withLevel(node.children, pid, level) } : node;
  });
}

/**
 * The department tree loaded a level at a time (queryDepartTreeSync): the roots at once, a node's
 * children when it is opened, and one level again after a change under it.
 */
export function useLazyDepartTree() {
  const { message } = useFeedback();
  const [nodes, setNodes] = useState<DepartTreeNode[]>([]);
  const [loading, setLoading] = useState(true);

  const reloadLevel = useCallback(
    async (pid: string | null) => {
      try {
        const level = await departChildren(pid);
        setNodes((current) => withLevel(current, pid, level));
      } catch (error) {
        if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
      }
    },
    [message],
  );

  useEffect(() => {
    void reloadLevel(null).finally(() => setLoading(false));
  }, [reloadLevel]);

  return { nodes, loading, reloadLevel };
}
