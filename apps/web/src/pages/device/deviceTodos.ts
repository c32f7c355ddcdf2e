import { useShopDevices } from './api';
import { useShopInUse } from './currentShop';

export interface DeviceTodo {
  key: 'activateDevice';
  shopName: string;
}

/** What the bell's to-do tab offers about screens: activate one while the current shop has none. */
export function useDeviceTodos(enabled: boolean): DeviceTodo[] {
  const { shop } = useShopInUse();
  const devices = useShopDevices(enabled ? (shop?.id ?? null) : null);
  if (!shop || !devices.isSuccess || devices.data.length > 0) return [];
  return [{ key: 'activateDevice', shopName: shop.name }];
}
