import { msg } from '@scenecast/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { amapGeocoder, type FetchLike } from './amap.js';
import { regionTree } from './areas.js';
import { type Geocoder, offlineGeocoder } from './geocoder.js';

const tags = ['region'];

export function createGeocoder(
  amapKey: string | null,
  fetchLike: FetchLike,
  onError: (error: unknown) => void,
): Geocoder {
  return amapKey ? amapGeocoder(amapKey, fetchLike, offlineGeocoder, onError) : offlineGeocoder;
}

export const regionRoutes = defineModule(async (app, { config }) => {
  const geocoder = createGeocoder(config.amapKey, fetch, (error) => app.log.warn({ err: error }, 'AMap call failed'));

  app.get(
    '/region/tree',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Provinces, cities and districts',
        description:
          'From china-area-data (code map, root 86): [{code, name, children: [{code, name, children: [{code, name}]}]}]. Shops store the names (province, city, area), so a cascader can use name as both label and value.',
      },
    },
    async () => ok(regionTree()),
  );

  app.get(
    '/region/search',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Search an address',
        description:
          'Candidates [{name, address, location: "lat,lng"}], at most 10. With AMAP_KEY: AMap place search (optionally biased to `city`); without it (or when AMap fails): the regions whose name contains the keyword, placed at their city’s or province’s centre. An empty keyword: 400 请输入搜索地址.',
        querystring: z.object({
          keyword: z
            .string({ error: msg('addressSearchRequired') })
            .trim()
            .min(1, msg('addressSearchRequired'))
            .max(100),
          city: z.string().max(40).optional(),
        }),
      },
    },
    async (request) => ok(await geocoder.search(request.query.keyword, request.query.city)),
  );

  app.get(
    '/region/geocode',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Where an address is',
        description:
          '{location: "lat,lng" | null, source: "amap" | "offline"} for province, city, area, address (names). Offline: the city’s centre when the table has it, else the province’s.',
        querystring: z.object({
          province: z.string().max(40).optional(),
          city: z.string().max(40).optional(),
          area: z.string().max(40).optional(),
          address: z.string().max(200).optional(),
        }),
      },
    },
    async (request) => ok({ location: await geocoder.geocode(request.query), source: geocoder.kind }),
  );
});
