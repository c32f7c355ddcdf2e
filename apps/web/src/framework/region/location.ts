/** A location as the shop stores it: 'lat,lng'. */
export interface LatLng {
  lat: number;
  lng: number;
}

export function parseLocation(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng };
}

export function formatLocation({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** Map zoom 16 (business §7); the default centre when nothing is placed yet. */
export const MAP_ZOOM = 16;
export const MAP_DEFAULT_CENTER: LatLng = { lat: 31.230416, lng: 121.473701 };
/** Tiles come from a configurable source (build variable VITE_MAP_TILE_URL). */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap';
