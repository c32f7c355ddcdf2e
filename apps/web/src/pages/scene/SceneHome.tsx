import {
  AppstoreAddOutlined,
  EditOutlined,
  EnvironmentOutlined,
  PhoneOutlined,
  RightOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { SHOP_STATUS_ENABLED } from '@scenecast/contracts';
import { Avatar, Button, Card, Col, Empty, Row, Select, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../app/stores/sessionStore';
import { usePermission } from '../../framework/Authorized';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useMyShops, useShopMembers } from '../shop/api';
import { ShopFormModal } from '../shop/ShopFormModal';
import { SHOP_STORAGE_KEYS, useCurrentShop } from './currentShop';
import { useSceneChooserStore } from './sceneChooserStore';
import { SCENE_HOME_ENTRIES, SCENE_HOME_SECTIONS, type SceneHomeContext } from './sceneHomeRegistry';
import './scene.css';

interface SceneHomeProps {
  home: SceneHomeContext['home'];
  /** The scene kinds whose shops this home switches between. */
  scenes: readonly string[];
  title: string;
  /** Extra blocks for this home only, below the registered sections. */
  children?: (context: SceneHomeContext) => ReactNode;
}

/** A scene's home (business §2): shop switcher, the shop's summary, entries to its pages. */
export function SceneHome({ home, scenes, title, children }: SceneHomeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useSessionStore((state) => state.built?.pages);
  const openChooser = useSceneChooserStore((state) => state.openChooser);
  const all = useMyShops();
  const shops = (all.data ?? []).filter((shop) => scenes.includes(shop.changjingId));
  const { shop, select } = useCurrentShop(SHOP_STORAGE_KEYS[home], shops);
  const members = useShopMembers(shop?.id ?? null);
  const canEdit = usePermission('shop:edit');
  const [editing, setEditing] = useState(false);
  const [joining, setJoining] = useState(false);
  const joinModal = <ShopFormModal open={joining} initialTab="share" onClose={() => setJoining(false)} />;
  const joinButton = (
    <Button icon={<ShareAltOutlined />} onClick={() => setJoining(true)} data-testid="home-join-shared">
      {t('sceneHome.joinShared')}
    </Button>
  );

  if (all.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;

  const switcher = (
    <Select
      value={shop?.id}
      onChange={select}
      style={{ minWidth: 220 }}
      options={shops.map((entry) => ({ value: entry.id, label: entry.name }))}
      placeholder={t('sceneHome.pickShop')}
      data-testid="shop-switcher"
      suffixIcon={<ShopOutlined />}
    />
  );

  if (!shop) {
    return (
      <Card variant="borderless">
        <Empty description={t('sceneHome.noShop')}>
          <Space>
            <Button type="primary" icon={<AppstoreAddOutlined />} onClick={openChooser}>
              {t('sceneHome.createScene')}
            </Button>
            {joinButton}
          </Space>
        </Empty>
        {joinModal}
      </Card>
    );
  }

  const context: SceneHomeContext = { shop, home };
  const entries = SCENE_HOME_ENTRIES.filter(
    (entry) => (!entry.homes || entry.homes.includes(home)) && pages?.has(entry.path),
  );
  const sections = SCENE_HOME_SECTIONS.filter((section) => !section.homes || section.homes.includes(home)).sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0),
  );
  const enabled = shop.status === SHOP_STATUS_ENABLED;
  const staffCount = (members.data ?? []).length;

  return (
    <div className="sc-scene-home" data-testid="scene-home">
      <div className="sc-home-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          <span className="sc-home-toolbar-label">{t('sceneHome.currentShop')}</span>
          {switcher}
          {joinButton}
          <Button icon={<AppstoreAddOutlined />} onClick={openChooser}>
            {t('sceneHome.createScene')}
          </Button>
        </Space>
      </div>
      <Card variant="borderless" className="sc-shop-summary" data-testid="shop-summary">
        <div className="sc-shop-summary-banner" style={{ backgroundImage: `url(${staticUrl(shop.beijing)})` }} />
        <div className="sc-shop-summary-body">
          <Avatar
            shape="square"
            size={88}
            src={staticUrl(shop.photo)}
            icon={<ShopOutlined />}
            className="sc-shop-logo"
          />
          <div className="sc-shop-summary-main">
            <Space size={8} align="center" wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-shop-name">
                {shop.name}
              </Typography.Title>
              <Tag color={enabled ? 'success' : 'default'}>
                {enabled ? t('shop.status.enabled') : t('shop.status.disabled')}
              </Tag>
              {!shop.isOwner && <Tag color="purple">{t('shop.list.joined')}</Tag>}
            </Space>
            <Typography.Text type="secondary">{shop.jcName}</Typography.Text>
            <div className="sc-shop-facts">
              <span>
                <PhoneOutlined /> {shop.phoneList.join(' / ') || '—'}
              </span>
              <span>
                <EnvironmentOutlined /> {`${shop.province}${shop.city}${shop.area}${shop.address}` || '—'}
              </span>
            </div>
            {shop.descText && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="sc-shop-desc">
                {shop.descText}
              </Typography.Paragraph>
            )}
          </div>
          <div className="sc-shop-summary-side">
            <Statistic
              title={t('sceneHome.memberCount')}
              value={staffCount}
              prefix={<TeamOutlined />}
              loading={members.isLoading}
            />
            {canEdit && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="home-edit-shop">
                {t('sceneHome.editShop')}
              </Button>
            )}
          </div>
        </div>
      </Card>
      {entries.length > 0 && (
        <Row gutter={[16, 16]} className="sc-home-entries">
          {entries.map((entry) => (
            <Col key={entry.key} xs={24} sm={12} lg={8} xl={6}>
              <Card
                hoverable
                variant="borderless"
                className="sc-home-entry"
                onClick={() => navigate(entry.path)}
                data-testid={`home-entry-${entry.key}`}
              >
                <span className="sc-home-entry-icon">{entry.icon}</span>
                <div className="sc-home-entry-text">
                  <div className="sc-home-entry-title">{t(entry.title)}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(entry.description)}
                  </Typography.Text>
                </div>
                <RightOutlined className="sc-home-entry-arrow" />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {sections.map((section) => (
        <div key={section.key} className="sc-home-section">
          {section.render(context)}
        </div>
      ))}
      {children?.(context)}
      <ShopFormModal open={editing} shopId={shop.id} onClose={() => setEditing(false)} />
      {joinModal}
    </div>
  );
}
