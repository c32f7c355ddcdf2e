import type { OrderDetail, OrderPaymentMethod, OrderRecord, OrderStatus, OrderTaoxiOption } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import type { QueryField } from '../../framework/advanced-query/superQuery';
import { getResult, postResult } from '../../framework/http';
import type { ListUrls } from '../../framework/import-export/listUrls';

const O = '/cjOrder/cjOrder';

export const ORDER_URLS: ListUrls = { list: `${O}/list`, exportXls: `${O}/exportXls` };

export const orderKeys = {
  detail: (id: string) => ['order', 'detail', id] as const,
  taoxi: (shopId: string) => ['order', 'taoxi', shopId] as const,
};

export const useOrderDetail = (id: string | null) =>
  useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => getResult<OrderDetail>(`${O}/queryById`, { id }),
    enabled: Boolean(id),
  });

export const useTaoxiOptions = (shopId: string | null) =>
  useQuery({
    queryKey: orderKeys.taoxi(shopId ?? ''),
    queryFn: () => getResult<OrderTaoxiOption[]>(`${O}/taoxiOptions`, { shopId }),
    enabled: Boolean(shopId),
  });

export interface BookingPayload {
  shopId: string;
  customer: { name: string; phone: string };
  taoxiId: string;
  slotId: string;
  staffUserId?: string | null;
  note: string;
}

export const bookOrder = (payload: BookingPayload) => postResult<OrderRecord>(`${O}/add`, payload);
export const editOrder = (payload: { id: string; slotId?: string; staffUserId?: string | null; note?: string }) =>
  postResult<null>(`${O}/edit`, payload);
export const moveOrder = (id: string, status: OrderStatus) =>
  postResult<null>(`${O}/changeStatus`, { id, status, note: '' });
export const payOrder = (id: string, kind: 'deposit' | 'balance', amountFen: number, method: OrderPaymentMethod) =>
  postResult<null>(`${O}/pay`, { id, kind, amountFen, method, note: '' });
export const refundOrder = (id: string, amountFen: number, method: OrderPaymentMethod) =>
  postResult<null>(`${O}/refund`, { id, amountFen, method, note: '' });

/**
 * The advanced query's fields: the server's allow-list of the order list, which has the phone only
 * for callers who see phones in full (cjuser:phone).
 */
export function orderQueryFields(
  t: (key: string) => string,
  statusOptions: { value: string; text: string }[],
  seesFullPhone: boolean,
): QueryField[] {
  return [
    { field: 'orderNo', label: t('order.orderNo'), type: 'string' },
    { field: 'customerName', label: t('order.customerName'), type: 'string' },
    ...(seesFullPhone ? [{ field: 'customerPhone', label: t('order.customerPhone'), type: 'string' } as const] : []),
    { field: 'taoxiName', label: t('order.taoxiName'), type: 'string' },
    { field: 'status', label: t('order.status'), type: 'string', options: statusOptions },
    { field: 'priceFen', label: t('order.priceFen'), type: 'number' },
    { field: 'paidFen', label: t('order.paidFen'), type: 'number' },
    { field: 'note', label: t('order.note'), type: 'string' },
    { field: 'createTime', label: t('order.createTime'), type: 'date' },
  ];
}

/** Fen as yuan text with two decimals. */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);
