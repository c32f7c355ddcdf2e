import { ShopOutlined } from '@ant-design/icons';
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentShop } from '../../device/currentShop';
import './studioLocale';

/** A studio page's header: what the page is for, and the shop it works in. */
export function ShopBar({ current, desc }: { current: CurrentShop; desc: string }) {
  const { t } = useTranslation();
  return (
    <div className="studio-bar">
      <Typography.Text type="secondary">{desc}</Typography.Text>
      <Space>
        <ShopOutlined aria-label={t('studio.shop')} />
        <Select
          loading={current.isLoading}
          value={current.shopId ?? undefined}
          onChange={(id: string) => current.setShopId(id)}
          options={current.shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          className="studio-shop"
          data-testid="studio-shop"
        />
      </Space>
    </div>
  );
}
