import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Alert, Button, Input, List, Space } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { type AddressCandidate, searchAddress } from './api';
import {
  formatLocation,
  type LatLng,
  MAP_DEFAULT_CENTER,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
  MAP_ZOOM,
  parseLocation,
} from './location';
import './region.css';

interface MapPickerProps {
  /** 'lat,lng' */
  value?: string;
  /** Where the map centres when no value is set ('lat,lng'). */
  fallbackCenter?: string | null;
  /** Search bias (a city name). */
  city?: string;
  onPick?: (location: string, candidate?: AddressCandidate) => void;
  height?: number;
}

const pinIcon = L.divIcon({ className: 'sc-map-pin', html: '<span></span>', iconSize: [24, 24], iconAnchor: [12, 24] });

/**
 * A Leaflet map with an address search and one marker (zoom 16). Tiles come from a configurable
 * source; when they do not load (offline), the map says so and the marker and search still work.
 */
export function MapPicker({ value, fallbackCenter, city, onPick, height = 280 }: MapPickerProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<AddressCandidate[] | null>(null);
  const [searching, setSearching] = useState(false);

  const place = useCallback((point: LatLng, pan: boolean) => {
    const current = map.current;
    if (!current) return;
    if (marker.current) marker.current.setLatLng(point);
    else marker.current = L.marker(point, { icon: pinIcon }).addTo(current);
    if (pan) current.setView(point, MAP_ZOOM);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per mount
  useEffect(() => {
    if (!holder.current) return;
    const start = parseLocation(value) ?? parseLocation(fallbackCenter) ?? MAP_DEFAULT_CENTER;
    const created = L.map(holder.current, { center: start, zoom: MAP_ZOOM, attributionControl: true });
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_TILE_ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      place(event.latlng, false);
      pick.current?.(formatLocation(event.latlng));
    });
    map.current = created;
    if (parseLocation(value)) place(start, false);
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const point = parseLocation(value);
    if (point && map.current) place(point, true);
    else if (!point && fallbackCenter && map.current) {
      const centre = parseLocation(fallbackCenter);
      if (centre) map.current.setView(centre, MAP_ZOOM);
    }
  }, [value, fallbackCenter, place]);

  const search = async () => {
    const text = keyword.trim();
    if (!text) {
      message.warning(msg('addressSearchRequired', currentLang()));
      return;
    }
    setSearching(true);
    try {
      setResults(await searchAddress(text, city));
    } catch {
      setResults(null);
    } finally {
      setSearching(false);
    }
  };

  const choose = (candidate: AddressCandidate) => {
    const point = parseLocation(candidate.location);
    if (point) place(point, true);
    pick.current?.(candidate.location, candidate);
    setResults(null);
  };

  return (
    <div className="sc-map-picker">
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Input
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            void search();
          }}
          placeholder={t('region.searchPlaceholder')}
          prefix={<EnvironmentOutlined />}
          data-testid="map-search-input"
        />
        <Button icon={<SearchOutlined />} loading={searching} onClick={search} data-testid="map-search">
          {t('region.search')}
        </Button>
      </Space.Compact>
      {results && (
        <List
          size="small"
          bordered
          className="sc-map-results"
          dataSource={results}
          locale={{ emptyText: t('region.noResult') }}
          renderItem={(candidate) => (
            <List.Item className="sc-map-result" onClick={() => choose(candidate)}>
              <List.Item.Meta title={candidate.name} description={candidate.address} />
            </List.Item>
          )}
        />
      )}
      <div className="sc-map-frame" style={{ height }}>
        <div ref={holder} className="sc-map" data-testid="shop-map" />
        {tilesFailed && <Alert className="sc-map-offline" type="info" showIcon title={t('region.tilesOffline')} />}
      </div>
    </div>
  );
}
