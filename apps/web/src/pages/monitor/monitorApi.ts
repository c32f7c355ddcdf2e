import type { RecentRequest, StatementTiming } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { getResult } from '../../framework/http';

const BASE = '/sys/actuator';
/** The monitoring pages read their figures again every 5 s while open. */
const REFRESH_MS = 5000;

export interface ServerFigures {
  host: string;
  pid: number;
  nodeVersion: string;
  uptimeSeconds: number;
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
  systemMemory: { total: number; free: number };
  eventLoopDelay: { meanMs: number; p99Ms: number; maxMs: number };
  cpu: { cores: number; processPercent: number; loadAverage: number[] };
}

export interface DatabaseFigures {
  kind: 'pglite' | 'postgres';
  version: string;
  sizeBytes: number;
  connections: { state: string; count: number }[];
  maxConnections: number;
  slowest: {
    source: 'pg_stat_statements' | 'process';
    statements: StatementTiming[];
  };
}

export interface ServerProcessRow {
  id: string;
  host: string;
  pid: number;
  startTime: string;
  seenTime: string;
  consoles: number;
  screens: number;
  current: boolean;
}

const useLiveFigures = <T>(page: string) =>
  useQuery({
    queryKey: ['monitor', page],
    queryFn: () => getResult<T>(`${BASE}/${page}`),
    refetchInterval: REFRESH_MS,
  });

export const useServerFigures = () => useLiveFigures<ServerFigures>('server');
export const useDatabaseFigures = () => useLiveFigures<DatabaseFigures>('database');
export const useRecentRequests = () => useLiveFigures<RecentRequest[]>('requests');
export const useServerProcesses = () => useLiveFigures<ServerProcessRow[]>('sockets');
