import { ShopOutlined } from '@ant-design/icons';
import type { ShopRecord } from '@scenecast/contracts';
import { Select } from 'antd';
import { useMyShops } from '../shop/api';
import { type ShopStorageKey, useCurrentShop } from './currentShop';

/**
 * The current shop of a scene's content pages (enterprise page, retail products, lookbook): the
 * caller's shops of that scene, the choice remembered under the scene's key (qy_shopId, ls_shopId).
 */
export function useSceneShop(scene: string, storageKey: ShopStorageKey) {
  const all = useMyShops(scene);
  const shops = all.data ?? [];
  const { shop, select } = useCurrentShop(storageKey, shops);
  return { shops, shop, select, isLoading: all.isLoading };
}

export function SceneShopSelect({
  shops,
  shop,
  select,
  testId,
}: {
  shops: ShopRecord[];
  shop: ShopRecord | null;
  select: (shopId: string) => void;
  testId: string;
}) {
  return (
    <Select
      value={shop?.id}
      onChange={select}
      style={{ minWidth: 200 }}
      options={shops.map((entry) => ({ value: entry.id, label: entry.name }))}
      suffixIcon={<ShopOutlined />}
      data-testid={testId}
    />
  );
}
