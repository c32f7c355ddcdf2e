import { DeleteOutlined, LinkOutlined, QrcodeOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { APPLET_STATUS_AUTHORIZED, type AppletRecord, type ShopRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Image, List, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionRunner } from '../../framework/refusal';
import { AppletVersions } from './AppletVersions';
import { appletKeys, bindShops, deleteApplet, filingStatus, qrCode, unbindShop, useBoundShops } from './api';

/**
 * One applet: its details, the shops bound to it, its versions, filing status and QR code. `shops`
 * are those the page offers to bind; the QR code starts at the page's current shop once it is bound.
 */
export function AppletCard({
  applet,
  canManage,
  shops,
  currentShopId,
}: {
  applet: AppletRecord;
  canManage: boolean;
  shops: ShopRecord[];
  currentShopId: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bound = useBoundShops(applet.id);
  const [toBind, setToBind] = useState<string[]>([]);
  const [pickedQrShopId, setQrShopId] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [filing, setFiling] = useState<string | null>(null);
  const run = useActionRunner(() => queryClient.invalidateQueries({ queryKey: appletKeys.all }));
  const isAuthorized = applet.status === APPLET_STATUS_AUTHORIZED;
  const boundShops = bound.data ?? [];
  const unbound = shops.filter((shop) => !boundShops.some((b) => b.shopId === shop.id));
  const qrShopId = pickedQrShopId ?? (boundShops.some((b) => b.shopId === currentShopId) ? currentShopId : null);

  const checkFiling = () =>
    run(async () => {
      const answer = await filingStatus(applet.id);
      const known = t(`applet.filing.${answer.status}`, { defaultValue: '' });
      setFiling(known || t('applet.filing.other', { status: answer.status }));
    });
  const makeQr = () =>
    qrShopId &&
    run(async () => {
      setQr(await qrCode(applet.id, qrShopId));
    });

  return (
    <>
      <Card
        title={applet.nickName || applet.appId}
        data-testid="applet-card"
        extra={
          canManage && (
            <Popconfirm
              title={t('applet.removeConfirm', { name: applet.nickName })}
              onConfirm={() => run(() => deleteApplet(applet.id), t('applet.removed'))}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('applet.remove')}
              </Button>
            </Popconfirm>
          )
        }
      >
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('applet.appId')}>{applet.appId}</Descriptions.Item>
          <Descriptions.Item label={t('applet.principal')}>{applet.principalName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('applet.filing.title')}>
            <Space wrap>
              <Tag color={isAuthorized ? 'green' : 'red'}>{t(`applet.status.${applet.status}`)}</Tag>
              {filing && <Tag data-testid="applet-filing">{filing}</Tag>}
              {isAuthorized && (
                <Button size="small" icon={<SafetyCertificateOutlined />} onClick={checkFiling}>
                  {t('applet.filing.check')}
                </Button>
              )}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('applet.shops.title')} size="small">
        <List
          data-testid="applet-shops"
          dataSource={boundShops}
          locale={{ emptyText: t('applet.shops.empty') }}
          renderItem={(shop) => (
            <List.Item
              actions={
                canManage
                  ? [
                      <Button
                        key="unbind"
                        size="small"
                        onClick={() => run(() => unbindShop(shop.shopId), t('applet.shops.unbound'))}
                      >
                        {t('applet.shops.unbind')}
                      </Button>,
                    ]
                  : []
              }
            >
              {shop.shopName}
            </List.Item>
          )}
        />
        {canManage && unbound.length > 0 && (
          <Space wrap style={{ marginTop: 12 }}>
            <Select
              mode="multiple"
              aria-label={t('applet.shops.pick')}
              placeholder={t('applet.shops.pick')}
              style={{ minWidth: 220 }}
              value={toBind}
              onChange={setToBind}
              options={unbound.map((shop) => ({ value: shop.id, label: shop.name }))}
            />
            <Button
              icon={<LinkOutlined />}
              disabled={toBind.length === 0}
              onClick={async () => {
                if (await run(() => bindShops(applet.id, toBind), t('applet.shops.bound'))) setToBind([]);
              }}
            >
              {t('applet.shops.bind')}
            </Button>
          </Space>
        )}
      </Card>
      {isAuthorized && <AppletVersions appletId={applet.id} canManage={canManage} />}
      {isAuthorized && boundShops.length > 0 && (
        <Card title={t('applet.qr.title')} size="small">
          <Space wrap align="start">
            <Select
              aria-label={t('applet.qr.shop')}
              placeholder={t('applet.qr.shop')}
              style={{ minWidth: 200 }}
              value={qrShopId}
              onChange={setQrShopId}
              options={boundShops.map((shop) => ({ value: shop.shopId, label: shop.shopName }))}
            />
            <Button icon={<QrcodeOutlined />} disabled={!qrShopId} onClick={makeQr}>
              {t('applet.qr.make')}
            </Button>
            {qr && <Image src={qr} width={160} alt={t('applet.qr.alt')} data-testid="applet-qr" />}
          </Space>
        </Card>
      )}
    </>
  );
}
