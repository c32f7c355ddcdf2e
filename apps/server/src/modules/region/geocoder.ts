import { findRegions, regionCodes } from './areas.js';
import { centroidOf } from './centroids.js';

/** An address search result; `location` is 'lat,lng'. */
export interface AddressCandidate {
  name: string;
  address: string;
  location: string;
}

export interface AddressQuery {
  province?: string;
  city?: string;
  area?: string;
  address?: string;
}

/** Turns addresses into map positions. The offline one always answers; AMap when AMAP_KEY is set. */
export interface Geocoder {
  readonly kind: 'offline' | 'amap';
  /** 'lat,lng' of the address, or null when nothing is known of it. */
  geocode(query: AddressQuery): Promise<string | null>;
  search(keyword: string, city?: string): Promise<AddressCandidate[]>;
}

const SEARCH_LIMIT = 10;

/** Region centroids: the city's seat when the table has it, else the province's. */
export const offlineGeocoder: Geocoder = {
  kind: 'offline',
  async geocode(query) {
    const codes = regionCodes(query.province, query.city);
    const code = codes.city ?? codes.province;
    return code ? centroidOf(code) : null;
  },
  async search(keyword) {
    return findRegions(keyword.trim(), SEARCH_LIMIT).flatMap((region) => {
      const location = centroidOf(region.code);
      return location ? [{ name: region.name, address: region.path.join(' '), location }] : [];
    });
  },
};
