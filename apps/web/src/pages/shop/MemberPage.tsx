import { ShopOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CJ_SCENES, SHOP_STORAGE_KEYS, useCurrentShop } from '../scene/currentShop';
import { useMyShops } from './api';
import { MemberPanel } from './MemberPanel';
import { ShareCodePanel } from './ShareCodePanel';
import './shop.css';

/** /cjmain/member: the current shop's members and jobs (shop remembered under `shopId`). */
export default function MemberPage() {
  const { t } = useTranslation();
  const all = useMyShops();
  const shops = (all.data ?? []).filter((shop) => CJ_SCENES.includes(shop.changjingId));
  const { shop, select } = useCurrentShop(SHOP_STORAGE_KEYS.cj, shops);

  if (all.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!shop)
    return (
      <Card variant="borderless">
        <Empty description={t('sceneHome.noShop')} />
      </Card>
    );

  return (
    <Card
      variant="borderless"
      title={t('shop.members.title')}
      extra={
        <Space>
          <span>{t('sceneHome.currentShop')}</span>
          <Select
            value={shop.id}
            onChange={select}
            style={{ minWidth: 220 }}
            suffixIcon={<ShopOutlined />}
            options={shops.map((entry) => ({ value: entry.id, label: entry.name }))}
            data-testid="member-shop-switcher"
          />
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} xl={shop.isOwner ? 16 : 24}>
          <MemberPanel key={shop.id} shopId={shop.id} canManage={shop.isOwner} />
        </Col>
        {shop.isOwner && (
          <Col xs={24} xl={8}>
            <ShareCodePanel shopId={shop.id} />
          </Col>
        )}
      </Row>
    </Card>
  );
}
