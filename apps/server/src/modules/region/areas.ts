import { createRequire } from 'node:module';

/** One node of the region tree: a province, city or district by its 6-digit code. */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

/** china-area-data's code map: parent code → {child code: name}; the root is 86. */
type CodeMap = Record<string, Record<string, string> | undefined>;

const ROOT = '86';
let cachedMap: CodeMap | null = null;
let cachedTree: RegionNode[] | null = null;

function codeMap(): CodeMap {
  // The package is CommonJS JSON; required once and kept.
  cachedMap ??= createRequire(import.meta.url)('china-area-data') as CodeMap;
  return cachedMap;
}

function build(code: string, depth: number): RegionNode[] {
  const children = codeMap()[code] ?? {};
  return Object.entries(children).map(([childCode, name]) => {
    const grandChildren = depth < 2 ? build(childCode, depth + 1) : [];
    return grandChildren.length > 0 ? { code: childCode, name, children: grandChildren } : { code: childCode, name };
  });
}

/** Provinces → cities → districts, in the package's code order. */
export function regionTree(): RegionNode[] {
  cachedTree ??= build(ROOT, 0);
  return cachedTree;
}

export interface RegionMatch {
  code: string;
  name: string;
  /** Province, city, district names from the top down, this region's own last. */
  path: string[];
}

/** Every region whose name contains the keyword, provinces first, at most `limit`. */
export function findRegions(keyword: string, limit: number): RegionMatch[] {
  const matches: RegionMatch[] = [];
  const walk = (nodes: RegionNode[], path: string[]) => {
    for (const node of nodes) {
      const here = [...path, node.name];
      if (node.name.includes(keyword) && matches.length < limit)
        matches.push({ code: node.code, name: node.name, path: here });
      if (node.children) walk(node.children, here);
    }
  };
  walk(regionTree(), []);
  return matches;
}

/** The code of a province, and of a city inside it, from their names (as a shop stores them). */
export function regionCodes(
  province: string | undefined,
  city: string | undefined,
): { province?: string; city?: string } {
  const provinceNode = regionTree().find((node) => node.name === province);
  if (!provinceNode) return {};
  const cityNode = provinceNode.children?.find((node) => node.name === city);
  return { province: provinceNode.code, city: cityNode?.code };
}
