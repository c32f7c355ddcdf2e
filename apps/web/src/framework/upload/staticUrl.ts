import { API_BASE } from '../http';

/** Where a stored path is read (framework §7: {base}/sys/common/static). */
export function staticUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_BASE}/sys/common/static/${path.replace(/^\/+/, '')}`;
}
