import type { ShopRecord } from '@scenecast/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useMyShops } from '../shop/api';

/** The spec's key (business §3), without the `pro__` namespace; the scene home reads it too. */
export const SHOP_ID_KEY = 'shopId';

function readShopId(): string | null {
  const raw = localStorage.getItem(SHOP_ID_KEY);
  if (!raw) return null;
  // Tolerate a JSON-quoted value written by another page.
  return raw.startsWith('"') ? raw.slice(1, -1) : raw;
}

interface ShopIdState {
  shopId: string | null;
  setShopId: (shopId: string) => void;
}

const useShopIdStore = create<ShopIdState>((set) => ({
  shopId: readShopId(),
  setShopId: (shopId) => {
    localStorage.setItem(SHOP_ID_KEY, shopId);
    set({ shopId });
  },
}));

export interface CurrentShop {
  shops: ShopRecord[];
  shop: ShopRecord | null;
  shopId: string | null;
  setShopId: (shopId: string) => void;
  isLoading: boolean;
}

/**
 * The shop the device pages work in: the remembered one when the user still reaches it, else the
 * first. Reading it remembers nothing (the bell's to-dos read it on every page).
 */
export function useShopInUse(): Omit<CurrentShop, 'setShopId'> {
  const shops = useMyShops();
  const stored = useShopIdStore((state) => state.shopId);
  const list = shops.data ?? [];
  const shop = list.find((item) => item.id === stored) ?? list[0] ?? null;
  return { shops: list, shop, shopId: shop?.id ?? null, isLoading: shops.isLoading };
}

/** Remembers the shop the device pages open in (a card that leads there with its shop). */
export const useRememberShop = () => useShopIdStore((state) => state.setShopId);

/** The shop in use on a device page, which remembers it from then on. */
export function useCurrentShop(): CurrentShop {
  const current = useShopInUse();
  const stored = useShopIdStore((state) => state.shopId);
  const setShopId = useRememberShop();
  const { shop } = current;

  useEffect(() => {
    if (shop && shop.id !== stored) setShopId(shop.id);
  }, [shop, stored, setShopId]);

  return { ...current, setShopId };
}
