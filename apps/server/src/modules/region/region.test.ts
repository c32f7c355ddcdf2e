import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { AMAP_BASE, amapGeocoder, type FetchLike } from './amap.js';
import type { RegionNode } from './areas.js';
import { type AddressCandidate, offlineGeocoder } from './geocoder.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await sessionFor(t.db, 'demo')).token;
});
afterAll(() => t.close());

describe('GET /region/tree', () => {
  it('answers provinces, cities and districts by code and name', async () => {
    const { body } = await call<RegionNode[]>(t.app, 'GET', '/region/tree', { token });
    expect(body.result.length).toBeGreaterThanOrEqual(34);
    const guangdong = body.result.find((node) => node.name === '广东省');
    const shenzhen = guangdong?.children?.find((node) => node.name === '深圳市');
    expect(shenzhen?.code).toBe('440300');
    expect(shenzhen?.children?.find((node) => node.code === '440305')).toEqual({ code: '440305', name: '南山区' });
  });
});

describe('GET /region/search and /region/geocode (offline)', () => {
  it('answers candidates with lat,lng', async () => {
    const { body } = await call<AddressCandidate[]>(
      t.app,
      'GET',
      `/region/search?keyword=${encodeURIComponent('深圳')}`,
      {
        token,
      },
    );
    expect(body.result[0]).toEqual({ name: '深圳市', address: '广东省 深圳市', location: '22.5431,114.0579' });
  });

  it('refuses an empty keyword: 请输入搜索地址', async () => {
    const { status, body } = await call(t.app, 'GET', '/region/search?keyword=%20', { token });
    expect(status).toBe(400);
    expect(body.message).toBe('请输入搜索地址');
  });

  it('places an address at its city, or at its province when the city is not in the table', async () => {
    const city = await call<{ location: string }>(
      t.app,
      'GET',
      `/region/geocode?province=${encodeURIComponent('广东省')}&city=${encodeURIComponent('深圳市')}`,
      { token },
    );
    expect(city.body.result).toEqual({ location: '22.5431,114.0579', source: 'offline' });
    const province = await call<{ location: string }>(
      t.app,
      'GET',
      `/region/geocode?province=${encodeURIComponent('广东省')}&city=${encodeURIComponent('韶关市')}`,
      { token },
    );
    expect(province.body.result.location).toBe('23.1291,113.2644');
  });
});

describe('amapGeocoder', () => {
  function fakeFetch(answer: unknown, ok = true) {
    const urls: URL[] = [];
    const fetchLike: FetchLike = async (url) => {
      urls.push(new URL(url));
      return { ok, json: async () => answer };
    };
    return { urls, fetchLike };
  }
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);

  it('asks the geocode service with the key and the whole address, answering lat,lng', async () => {
    const fake = fakeFetch({ status: '1', geocodes: [{ location: '114.05,22.54' }] });
    const geocoder = amapGeocoder('k123', fake.fetchLike, offlineGeocoder, onError);
    const location = await geocoder.geocode({
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      address: '科技园路1号',
    });
    expect(location).toBe('22.54,114.05');
    expect(`${fake.urls[0].origin}${fake.urls[0].pathname}`).toBe(`${AMAP_BASE}/geocode/geo`);
    expect(Object.fromEntries(fake.urls[0].searchParams)).toEqual({
      key: 'k123',
      output: 'JSON',
      address: '广东省深圳市南山区科技园路1号',
      city: '深圳市',
    });
  });

  it('searches places and turns each into {name, address, lat,lng}', async () => {
    const fake = fakeFetch({
      status: '1',
      pois: [
        {
          name: '深圳湾公园',
          address: '滨海大道',
          location: '113.95,22.50',
          pname: '广东省',
          cityname: '深圳市',
          adname: '南山区',
        },
        { name: '无坐标', address: [], location: '' },
      ],
    });
    const geocoder = amapGeocoder('k123', fake.fetchLike, offlineGeocoder, onError);
    expect(await geocoder.search('深圳湾', '深圳市')).toEqual([
      { name: '深圳湾公园', address: '广东省深圳市南山区滨海大道', location: '22.50,113.95' },
    ]);
    expect(fake.urls[0].pathname).toBe('/v3/place/text');
    expect(fake.urls[0].searchParams.get('keywords')).toBe('深圳湾');
  });

  it('falls back to the offline answer when the service refuses', async () => {
    const fake = fakeFetch({ status: '0', info: 'INVALID_USER_KEY' });
    const geocoder = amapGeocoder('bad', fake.fetchLike, offlineGeocoder, onError);
    expect(await geocoder.geocode({ province: '广东省', city: '深圳市' })).toBe('22.5431,114.0579');
    expect((await geocoder.search('深圳'))[0].name).toBe('深圳市');
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
