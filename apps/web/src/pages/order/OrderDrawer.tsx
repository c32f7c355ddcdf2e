import { minuteText, type OrderStatus } from '@scenecast/contracts';
import {
  Button,
  Descriptions,
  Divider,
  Drawer,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import { useActionRunner } from '../../framework/refusal';
import { useShopStaff } from '../dangqi/api';
import { editOrder, moveOrder, useOrderDetail, yuanText } from './api';
import { PaymentForm } from './PaymentForm';
import { STATUS_COLOR } from './statusColor';

/** An order: its facts, the status moves open now, its payments and its change log. */
export function OrderDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const detail = useOrderDetail(id);
  const order = detail.data;
  const staff = useShopStaff(order?.shopId ?? null);
  const run = useActionRunner(async () => {
    onChanged();
    await detail.refetch();
  });
  const [note, setNote] = useState<string | null>(null);
  const statusText = (status: OrderStatus) => t(`order.statuses.${status}`);

  return (
    <Drawer open={id !== null} onClose={onClose} title={order?.orderNo ?? ''} size="large" data-testid="order-drawer">
      {order && (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            <Tag color={STATUS_COLOR[order.status]} data-testid="order-status">
              {statusText(order.status)}
            </Tag>
            {order.nextStatuses.map((status) => (
              <Popconfirm
                key={status}
                title={t('order.moveConfirm', { status: statusText(status) })}
                onConfirm={() => run(() => moveOrder(order.id, status), t('order.moved'))}
              >
                <Button size="small" danger={status === 'cancelled'}>
                  {t('order.moveTo', { status: statusText(status) })}
                </Button>
              </Popconfirm>
            ))}
          </Space>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('order.customer')}>
              {order.customerName} {order.customerPhone}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.taoxi')}>{order.taoxiName}</Descriptions.Item>
            <Descriptions.Item label={t('order.slot')}>
              {order.shootDay && order.startMinute !== null && order.endMinute !== null
                ? `${order.shootDay} ${minuteText(order.startMinute)}-${minuteText(order.endMinute)}`
                : t('order.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.staff')}>
              <Select
                size="small"
                allowClear
                value={order.staffUserId ?? undefined}
                style={{ minWidth: 120 }}
                placeholder={t('order.none')}
                onChange={(value: string | undefined) =>
                  run(() => editOrder({ id: order.id, staffUserId: value ?? null }), t('studio.saved'))
                }
                options={(staff.data ?? []).map((member) => ({ value: member.userId, label: member.realname }))}
              />
            </Descriptions.Item>
            <Descriptions.Item label={t('order.price')}>¥{yuanText(order.priceFen)}</Descriptions.Item>
            <Descriptions.Item label={t('order.deposit')}>¥{yuanText(order.depositFen)}</Descriptions.Item>
            <Descriptions.Item label={t('order.paid')}>
              <span data-testid="order-paid">¥{yuanText(order.paidFen)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.owed')}>
              ¥{yuanText(Math.max(order.priceFen - order.paidFen, 0))}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.note')} span={2}>
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  value={note ?? order.note}
                  maxLength={500}
                  onChange={(event) => setNote(event.target.value)}
                  aria-label={t('order.note')}
                />
                <Button
                  disabled={note === null || note === order.note}
                  onClick={() =>
                    run(() => editOrder({ id: order.id, note: note ?? '' }), t('studio.saved')).then(() =>
                      setNote(null),
                    )
                  }
                >
                  {t('order.edit')}
                </Button>
              </Space.Compact>
            </Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">{t('order.payments')}</Divider>
          <PaymentForm order={order} run={(task, done) => void run(task, done)} />
          <Table
            size="small"
            rowKey="id"
            style={{ marginTop: 12 }}
            pagination={false}
            dataSource={order.payments}
            columns={[
              {
                title: t('order.createTime'),
                dataIndex: 'createTime',
                render: (time: string) => dateTime(time),
              },
              {
                title: t('order.method'),
                dataIndex: 'method',
                render: (method: string) => t(`order.methods.${method}`),
              },
              { title: t('order.paymentKind'), dataIndex: 'kind', render: (kind: string) => t(`order.kind.${kind}`) },
              {
                title: t('order.amount'),
                dataIndex: 'amountFen',
                align: 'right',
                render: (fen: number) => yuanText(fen),
              },
            ]}
          />
          <Divider titlePlacement="start">{t('order.log')}</Divider>
          <Timeline
            items={order.logs.map((log) => ({
              key: log.id,
              content: (
                <>
                  <Typography.Text>{t(`order.logActions.${log.action}`)}</Typography.Text>
                  {log.toStatus && log.fromStatus !== log.toStatus && (
                    <Typography.Text type="secondary">
                      {' '}
                      {log.fromStatus ? `${statusText(log.fromStatus)} → ` : ''}
                      {statusText(log.toStatus)}
                    </Typography.Text>
                  )}
                  <div>
                    <Typography.Text type="secondary">
                      {dateTime(log.createTime)} · {log.createBy}
                    </Typography.Text>
                  </div>
                </>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
