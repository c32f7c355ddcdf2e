import type { AddressCandidate, AddressQuery, Geocoder } from './geocoder.js';

/** The part of `fetch` the geocoder uses, so tests can answer for the web service. */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export const AMAP_BASE = 'https://restapi.amap.com/v3';
const TIMEOUT_MS = 5_000;

interface AMapAnswer {
  status?: string;
  info?: string;
  geocodes?: { location?: string }[];
  pois?: { name?: string; address?: unknown; location?: string; pname?: string; cityname?: string; adname?: string }[];
}

/** AMap answers 'lng,lat'; we keep 'lat,lng' everywhere. */
function toLatLng(location: string | undefined): string | null {
  if (!location || !/^-?[\d.]+,-?[\d.]+$/.test(location)) return null;
  const [lng, lat] = location.split(',');
  return `${lat},${lng}`;
}

/**
 * The AMap web service (geocode and place text search) with AMAP_KEY. When it fails or refuses
 * (status 0, network), the fallback answers instead, so a shop form never hangs on the map.
 */
export function amapGeocoder(
  key: string,
  fetchLike: FetchLike,
  fallback: Geocoder,
  onError: (error: unknown) => void,
): Geocoder {
  async function ask(path: string, params: Record<string, string>): Promise<AMapAnswer> {
    const query = new URLSearchParams({ key, output: 'JSON', ...params });
    const response = await fetchLike(`${AMAP_BASE}/${path}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const answer = (await response.json()) as AMapAnswer;
    if (!response.ok || answer.status !== '1') throw new Error(`AMap ${path}: ${answer.info ?? 'failed'}`);
    return answer;
  }
  return {
    kind: 'amap',
    async geocode(query: AddressQuery) {
      const address = [query.province, query.city, query.area, query.address].filter(Boolean).join('');
      try {
        const answer = await ask('geocode/geo', { address, ...(query.city ? { city: query.city } : {}) });
        return toLatLng(answer.geocodes?.[0]?.location) ?? fallback.geocode(query);
      } catch (error) {
        onError(error);
        return fallback.geocode(query);
      }
    },
    async search(keyword: string, city?: string) {
      try {
        const answer = await ask('place/text', {
          keywords: keyword,
          offset: '10',
          page: '1',
          ...(city ? { city, citylimit: 'false' } : {}),
        });
        return (answer.pois ?? []).flatMap((poi): AddressCandidate[] => {
          const location = toLatLng(poi.location);
          if (!location || !poi.name) return [];
          const street = typeof poi.address === 'string' ? poi.address : '';
          return [
            {
              name: poi.name,
              address: `${poi.pname ?? ''}${poi.cityname ?? ''}${poi.adname ?? ''}${street}`,
              location,
            },
          ];
        });
      } catch (error) {
        onError(error);
        return fallback.search(keyword, city);
      }
    },
  };
}
