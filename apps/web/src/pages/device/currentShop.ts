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

/** The shop the device pages work in: the remembered one when the user still reaches it, else the first. */
export function useCurrentShop(): CurrentShop {
  const shops = useMyShops();
  const stored = useShopIdStore((state) => state.shopId);
  const setShopId = useShopIdStore((state) => state.setShopId);
  const list = shops.data ?? [];
  const shop = list.find((item) => item.id === stored) ?? list[0] ?? null;

  useEffect(() => {
    if (shop && shop.id !== stored) setShopId(shop.id);
  }, [shop, stored, setShopId]);

  return { shops: list, shop, shopId: shop?.id ?? null, setShopId, isLoading: shops.isLoading };
}
