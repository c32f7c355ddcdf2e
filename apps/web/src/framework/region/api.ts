import { useQuery } from '@tanstack/react-query';
import { getResult } from '../http';

export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

export interface AddressCandidate {
  name: string;
  address: string;
  /** 'lat,lng' */
  location: string;
}

export const useRegionTree = () =>
  useQuery({
    queryKey: ['region', 'tree'],
    queryFn: () => getResult<RegionNode[]>('/region/tree'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const searchAddress = (keyword: string, city?: string) =>
  getResult<AddressCandidate[]>('/region/search', { keyword, city });

export const geocodeAddress = (query: { province?: string; city?: string; area?: string; address?: string }) =>
  getResult<{ location: string | null; source: string }>('/region/geocode', query);
