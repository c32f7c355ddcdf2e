import type { ShopRecord } from '@scenecast/contracts';
import { useCallback, useState } from 'react';

/**
 * Where each scene home remembers its shop (business §3 browser storage keys: shopId, qy_shopId,
 * ls_shopId; fz_shopId is ours, named alike). These keys live outside the 'pro__' namespace.
 */
export const SHOP_STORAGE_KEYS = { cj: 'shopId', qy: 'qy_shopId', ls: 'ls_shopId', fz: 'fz_shopId' } as const;
export type ShopStorageKey = (typeof SHOP_STORAGE_KEYS)[keyof typeof SHOP_STORAGE_KEYS];

export function readShopId(key: ShopStorageKey): string | null {
  return localStorage.getItem(key);
}

export function writeShopId(key: ShopStorageKey, shopId: string): void {
  localStorage.setItem(key, shopId);
}

/** The remembered shop if it is still one of `shops`, else the first. */
export function pickShop(shops: readonly ShopRecord[], rememberedId: string | null): ShopRecord | null {
  return shops.find((shop) => shop.id === rememberedId) ?? shops[0] ?? null;
}

/** The current shop of a scene home and its switcher. */
export function useCurrentShop(key: ShopStorageKey, shops: readonly ShopRecord[]) {
  const [remembered, setRemembered] = useState(() => readShopId(key));
  const shop = pickShop(shops, remembered);
  const select = useCallback(
    (shopId: string) => {
      writeShopId(key, shopId);
      setRemembered(shopId);
    },
    [key],
  );
  return { shop, select };
}

/** The scene kinds the /cjmain pages serve: the photography and clothing menus share them. */
export const CJ_SCENES: readonly string[] = ['syd', 'fz'];
