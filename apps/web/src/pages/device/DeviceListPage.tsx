import { BarChartOutlined, CloudUploadOutlined, PlusOutlined, ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Authorized } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import {
  clearDeviceCache,
  countDevices,
  type DeviceFilters,
  type DeviceView,
  deviceKeys,
  resetDevice,
  setDeviceLocked,
  unbindDevice,
  useDeviceGroups,
  useDevicePage,
  useShopDevices,
} from './api';
import { useCurrentShop } from './currentShop';
import { DeviceAddDrawer } from './DeviceAddDrawer';
import { LastSeenText, LockTag, OnlineBadge, VersionText } from './DeviceBadges';
import { DeviceCounts } from './DeviceCounts';
import { DeviceDetailDrawer, type DeviceDetailTab } from './DeviceDetailDrawer';
import { DeviceEditModal } from './DeviceEditModal';
import { DeviceEmpty } from './DeviceEmpty';
import { DEVICE_PERMISSIONS, type DeviceAction, DeviceRowActions } from './DeviceRowActions';
import { DeviceSettingsModal } from './DeviceSettingsModal';
import { DEVICE_LIST_PATH, deviceToOpen, useDeviceLiveUpdates, wantsAddDevice } from './deviceLive';
import { ProofOfPlayModal } from './ProofOfPlayModal';
import { PushVersionModal } from './PushVersionModal';
import { useNow } from './useNow';
import './device.css';

type Dialog =
  | { kind: 'detail'; device: DeviceView; tab: DeviceDetailTab }
  | { kind: 'plays' }
  | { kind: 'edit' | 'group' | 'settings'; device: DeviceView }
  | { kind: 'push'; deviceIds: string[] }
  | null;

/** The current shop's screens: counts, live status, and every command a screen takes. */
export default function DeviceListPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const now = useNow();
  const { shops, shop, shopId, setShopId, isLoading: shopsLoading } = useCurrentShop();
  const [filters, setFilters] = useState<DeviceFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<string[]>([]);
  const isPhone = useIsPhone();
  const fit = tableFit(isPhone, 1250);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const page = useDevicePage(shopId, filters, pageNo, pageSize);
  const shopDevices = useShopDevices(shopId);
  const groups = useDeviceGroups(shopId);
  useDeviceLiveUpdates();

  // The bell's to-do (and the scene home) open the drawer through the router state.
  useEffect(() => {
    if (!wantsAddDevice(location.state)) return;
    setAdding(true);
    navigate(DEVICE_LIST_PATH, { replace: true, state: null });
  }, [location.state, navigate]);

  // A live notice or a to-do about one screen opens its details, in its shop.
  useEffect(() => {
    const wanted = deviceToOpen(location.state);
    if (!wanted) return;
    if (wanted.shopId && wanted.shopId !== shopId) {
      setShopId(wanted.shopId);
      return;
    }
    if (!shopDevices.isSuccess) return;
    const device = shopDevices.data.find((row) => row.id === wanted.deviceId);
    if (device) setDialog({ kind: 'detail', device, tab: 'info' });
    navigate(DEVICE_LIST_PATH, { replace: true, state: null });
  }, [location.state, navigate, shopId, setShopId, shopDevices.isSuccess, shopDevices.data]);

  const counts = shopDevices.data ? countDevices(shopDevices.data) : undefined;
  const hasNoDevice = shopDevices.isSuccess && shopDevices.data.length === 0;
  const groupName = (id: string | null) => groups.data?.find((group) => group.value === id)?.text;

  const refresh = () => queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  const done = (text: string) => {
    message.success(text);
    setDialog(null);
    void refresh();
  };
  const changeFilters = (next: DeviceFilters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageNo(1);
  };

  const run = async (action: () => Promise<unknown>, text: string) => {
    try {
      await action();
      done(text);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  const confirm = (kind: 'reset' | 'unbind' | 'clear', device: DeviceView, action: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`device.confirm.${kind}Title`, { name: device.name }),
      content: t(`device.confirm.${kind}Text`),
      okButtonProps: { danger: kind !== 'clear' },
      onOk: () => run(action, t(`device.done.${kind}`)),
    });

  const onAction = (action: DeviceAction, device: DeviceView) => {
    switch (action) {
      case 'detail':
      case 'logs':
        setDialog({ kind: 'detail', device, tab: action === 'logs' ? 'logs' : 'info' });
        break;
      case 'edit':
      case 'group':
      case 'settings':
        setDialog({ kind: action, device });
        break;
      case 'push':
        setDialog({ kind: 'push', deviceIds: [device.id] });
        break;
      case 'lock':
      case 'unlock':
        void run(() => setDeviceLocked(device.id, action === 'lock'), t(`device.done.${action}`));
        break;
      case 'clear':
        confirm('clear', device, () => clearDeviceCache(device.id));
        break;
      case 'reset':
        confirm('reset', device, () => resetDevice(device.id));
        break;
      case 'unbind':
        confirm('unbind', device, () => unbindDevice(device.id));
        break;
    }
  };

  const columns: TableColumnsType<DeviceView> = [
    {
      title: t('device.columns.name'),
      key: 'name',
      width: isPhone ? undefined : 180,
      render: (_, device) => (
        <span className="sc-device-name">
          <Typography.Link onClick={() => onAction('detail', device)}>{device.name}</Typography.Link>
          <small>{device.deviceNo}</small>
        </span>
      ),
    },
    {
      title: t('device.columns.online'),
      key: 'online',
      width: 96,
      render: (_, device) => <OnlineBadge online={device.online} />,
    },
    {
      title: t('device.columns.status'),
      key: 'status',
      responsive: WIDE_SCREENS_ONLY,
      width: 104,
      render: (_, device) => <LockTag status={device.status} />,
    },
    {
      title: t('device.columns.lastSeen'),
      key: 'lastSeen',
      responsive: WIDE_SCREENS_ONLY,
      width: 120,
      render: (_, device) => <LastSeenText iso={device.lastHeartbeat} now={now} />,
    },
    {
      title: t('device.columns.version'),
      key: 'version',
      responsive: WIDE_SCREENS_ONLY,
      width: 150,
      render: (_, device) => <VersionText device={device} />,
    },
    {
      title: t('device.columns.group'),
      key: 'group',
      responsive: WIDE_SCREENS_ONLY,
      width: 110,
      render: (_, device) =>
        groupName(device.groupId) ?? <Typography.Text type="secondary">{t('device.noGroup')}</Typography.Text>,
    },
    { title: t('device.columns.address'), dataIndex: 'address', ellipsis: true, responsive: WIDE_SCREENS_ONLY },
    {
      title: t('device.columns.actions'),
      key: 'actions',
      ...fit.actions(330, 112),
      render: (_, device) => <DeviceRowActions device={device} onAction={onAction} />,
    },
  ];

  if (!shopsLoading && !shop) {
    return (
      <Card variant="borderless">
        <Empty description={<Typography.Text type="secondary">{t('device.noShopText')}</Typography.Text>}>
          <Typography.Title level={5}>{t('device.noShop')}</Typography.Title>
        </Empty>
      </Card>
    );
  }

  return (
    <div className="sc-device-page" data-testid="device-list-page">
      <Card variant="borderless">
        <div className="sc-device-toolbar" style={{ marginBottom: 20 }}>
          <Space>
            <ShopOutlined />
            <Typography.Text type="secondary">{t('device.shop')}</Typography.Text>
            <Select
              value={shopId ?? undefined}
              loading={shopsLoading}
              style={{ minWidth: 220 }}
              onChange={(id: string) => {
                setShopId(id);
                setSelected([]);
                setPageNo(1);
              }}
              options={shops.map((item) => ({ value: item.id, label: item.name }))}
              data-testid="device-shop-select"
            />
          </Space>
          <Space>
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              {t('device.refresh')}
            </Button>
            <Button icon={<BarChartOutlined />} onClick={() => setDialog({ kind: 'plays' })} data-testid="device-plays">
              {t('screenOps.plays.open')}
            </Button>
            <Authorized action={DEVICE_PERMISSIONS.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="device-add">
                {t('device.add')}
              </Button>
            </Authorized>
          </Space>
        </div>
        <DeviceCounts counts={counts} loading={shopDevices.isLoading} />
      </Card>

      <Card variant="borderless" style={{ marginTop: 16 }}>
        {hasNoDevice ? (
          <DeviceEmpty shopName={shop?.name ?? ''} onActivate={() => setAdding(true)} />
        ) : (
          <>
            <div className="sc-device-toolbar">
              <Space wrap>
                <Input.Search
                  allowClear
                  placeholder={t('device.filters.name')}
                  onSearch={(name) => changeFilters({ name: name.trim() || undefined })}
                  style={{ width: 220 }}
                />
                <Select
                  allowClear
                  placeholder={t('device.filters.online')}
                  style={{ width: 130 }}
                  onChange={(value?: string) =>
                    changeFilters({ online: value === undefined ? undefined : value === 'true' })
                  }
                  options={[
                    { value: 'true', label: t('device.online') },
                    { value: 'false', label: t('device.offline') },
                  ]}
                />
                <Select
                  allowClear
                  placeholder={t('device.filters.status')}
                  style={{ width: 130 }}
                  onChange={(value?: number) => changeFilters({ status: value })}
                  options={[
                    { value: 0, label: t('device.status.normal') },
                    { value: 1, label: t('device.status.locked') },
                  ]}
                />
                <Select
                  allowClear
                  placeholder={t('device.filters.group')}
                  style={{ width: 150 }}
                  onChange={(value?: string) => changeFilters({ groupId: value })}
                  options={(groups.data ?? []).map((group) => ({ value: group.value, label: group.text }))}
                />
              </Space>
              <Authorized action={DEVICE_PERMISSIONS.update}>
                <Button
                  icon={<CloudUploadOutlined />}
                  disabled={selected.length === 0}
                  onClick={() => setDialog({ kind: 'push', deviceIds: selected })}
                >
                  {t('device.actions.push')}
                  {selected.length > 0 && ` · ${t('device.selected', { count: selected.length })}`}
                </Button>
              </Authorized>
            </div>
            <Table
              rowKey="id"
              columns={columns}
              dataSource={page.data?.records ?? []}
              loading={page.isLoading}
              scroll={fit.scroll}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
              pagination={{
                current: pageNo,
                pageSize,
                total: page.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 15, 20, 30, 50],
                onChange: (next, size) => {
                  setPageNo(next);
                  setPageSize(size);
                },
              }}
              data-testid="device-table"
            />
          </>
        )}
      </Card>

      <DeviceAddDrawer open={adding} shop={shop} onClose={() => setAdding(false)} onAdded={() => void refresh()} />
      <DeviceDetailDrawer
        device={dialog?.kind === 'detail' ? dialog.device : null}
        tab={dialog?.kind === 'detail' ? dialog.tab : 'info'}
        now={now}
        onTabChange={(tab) => dialog?.kind === 'detail' && setDialog({ ...dialog, tab })}
        onClose={() => setDialog(null)}
      />
      <DeviceEditModal
        device={dialog?.kind === 'edit' || dialog?.kind === 'group' ? dialog.device : null}
        mode={dialog?.kind === 'group' ? 'group' : 'edit'}
        onClose={() => setDialog(null)}
        onSaved={done}
      />
      <DeviceSettingsModal
        device={dialog?.kind === 'settings' ? dialog.device : null}
        onClose={() => setDialog(null)}
        onSaved={done}
      />
      {dialog?.kind === 'plays' && shopId ? (
        <ProofOfPlayModal shopId={shopId} shopName={shop?.name ?? ''} onClose={() => setDialog(null)} />
      ) : null}
      <PushVersionModal
        open={dialog?.kind === 'push'}
        devices={shopDevices.data ?? []}
        preselected={dialog?.kind === 'push' ? dialog.deviceIds : []}
        onClose={() => setDialog(null)}
        onSaved={(text) => {
          setSelected([]);
          done(text);
        }}
      />
    </div>
  );
}
