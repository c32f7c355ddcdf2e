import { ORDER_PAYMENT_METHODS, type OrderDetail } from '@scenecast/contracts';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { payOrder, refundOrder } from './api';

interface PaymentValues {
  amount: number;
  method: (typeof ORDER_PAYMENT_METHODS)[number];
}

/**
 * Takes the money the order is waiting for (the deposit, then the balance), or, on a cancelled
 * order and for those who may refund, returns it. The amount starts at what is owed.
 */
export function PaymentForm({
  order,
  run,
}: {
  order: OrderDetail;
  run: (task: () => Promise<unknown>, done: string) => void;
}) {
  const { t } = useTranslation();
  const canRefund = usePermission('order:refund');
  const taking =
    order.status === 'awaiting_deposit'
      ? 'deposit'
      : ['booked', 'shot', 'selecting', 'producing'].includes(order.status) && order.paidFen < order.priceFen
        ? 'balance'
        : null;
  const refunding = order.status === 'cancelled' && order.paidFen > 0 && canRefund;
  if (!taking && !refunding) return null;
  const suggested =
    taking === 'deposit' ? order.depositFen - order.paidFen : taking ? order.priceFen - order.paidFen : order.paidFen;

  const submit = (values: PaymentValues) => {
    const amountFen = Math.round(values.amount * 100);
    if (taking) run(() => payOrder(order.id, taking, amountFen, values.method), t('order.paidOk'));
    else run(() => refundOrder(order.id, amountFen, values.method), t('order.refundOk'));
  };

  return (
    <Form<PaymentValues>
      layout="inline"
      name="orderPayment"
      // A form of its own per order state, so the amount starts again at what is owed now.
      key={`${order.id}-${order.paidFen}-${order.status}`}
      initialValues={{ amount: Math.max(suggested, 0) / 100, method: 'wechat' }}
      onFinish={submit}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="amount" label={t('order.amount')} rules={[{ required: true, message: t('dangqi.required') }]}>
        <InputNumber min={0.01} precision={2} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="method" label={t('order.method')}>
        <Select
          style={{ width: 110 }}
          options={ORDER_PAYMENT_METHODS.map((method) => ({ value: method, label: t(`order.methods.${method}`) }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" danger={!taking} data-testid="order-pay">
          {taking ? `${t('order.pay')} · ${t(`order.kind.${taking}`)}` : t('order.refund')}
        </Button>
      </Space>
    </Form>
  );
}
