import { PlusOutlined, ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Select, Space, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useActionRunner } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useCurrentShop } from '../device/currentShop';
import { deletePlan, type PlayPlanRecord, playPlanKeys, usePlans } from './api';
import './locale';
import { PlanFormModal } from './PlanFormModal';
import { PlanTimeline } from './PlanTimeline';
import { kindLabel, planWhen } from './planText';
import { WallsPanel } from './WallsPanel';
import './play-plan.css';

/** Play plans (issue #15): what the shop's screens play when, the day's timeline, video walls. */
export default function PlayPlanPage() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shop, shopId, setShopId, isLoading: shopsLoading } = useCurrentShop();
  const plans = usePlans(shopId);
  const [tab, setTab] = useState('plans');
  const [editing, setEditing] = useState<PlayPlanRecord | 'new' | null>(null);
  const fit = tableFit(useIsPhone(), 900);
  const refresh = () => queryClient.invalidateQueries({ queryKey: playPlanKeys.all });
  const run = useActionRunner(refresh);

  if (!shopsLoading && shops.length === 0) {
    return (
      <Card>
        <Empty description={t('playPlan.noShopText')} />
      </Card>
    );
  }

  const remove = (plan: PlayPlanRecord) =>
    modal.confirm({
      title: t('playPlan.deleteConfirm', { name: plan.name }),
      okButtonProps: { danger: true },
      onOk: () => run(() => deletePlan(plan.id), t('playPlan.deleted')),
    });

  const columns: TableColumnsType<PlayPlanRecord> = [
    { key: 'name', dataIndex: 'name', title: t('playPlan.columns.name') },
    {
      key: 'content',
      title: t('playPlan.columns.content'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, plan) => kindLabel(plan.content.kind, t),
    },
    { key: 'when', title: t('playPlan.columns.when'), render: (_, plan) => planWhen(plan, t) },
    {
      key: 'priority',
      dataIndex: 'priority',
      title: t('playPlan.columns.priority'),
      width: 90,
      responsive: WIDE_SCREENS_ONLY,
    },
    {
      key: 'targets',
      title: t('playPlan.columns.targets'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, plan) => t('playPlan.targetsShort', { screens: plan.deviceIds.length, groups: plan.groupIds.length }),
    },
    {
      key: 'actions',
      title: t('playPlan.columns.actions'),
      ...fit.actions(140, 96),
      render: (_, plan) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(plan)}>
            {t('playPlan.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(plan)}>
            {t('playPlan.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="play-plan-page" data-testid="play-plan-page">
      <Card>
        <div className="play-plan-header">
          <Space wrap>
            <ShopOutlined />
            <Select
              loading={shopsLoading}
              value={shopId ?? undefined}
              onChange={(id: string) => setShopId(id)}
              options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
              className="play-plan-shop"
              aria-label={t('playPlan.shop')}
            />
            <Button icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label="refresh" />
          </Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={!shopId}>
            {t('playPlan.add')}
          </Button>
        </div>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'plans',
              label: t('playPlan.tabs.plans'),
              children: (
                <Table<PlayPlanRecord>
                  rowKey="id"
                  loading={plans.isLoading}
                  dataSource={plans.data ?? []}
                  columns={columns}
                  pagination={false}
                  scroll={fit.scroll}
                  locale={{ emptyText: <Typography.Text type="secondary">{t('playPlan.empty')}</Typography.Text> }}
                />
              ),
            },
            {
              key: 'timeline',
              label: t('playPlan.tabs.timeline'),
              children: shop && (
                <PlanTimeline key={shop.id} shopId={shop.id} timeZone={shop.timeZone} plans={plans.data ?? []} />
              ),
            },
            { key: 'walls', label: t('playPlan.tabs.walls'), children: shopId && <WallsPanel shopId={shopId} /> },
          ]}
        />
      </Card>
      {editing && shopId && (
        <PlanFormModal
          shopId={shopId}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            message.success(t('playPlan.saved'));
            void refresh();
          }}
        />
      )}
    </div>
  );
}
