import type { OrderStatus } from '@scenecast/contracts';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  awaiting_deposit: 'orange',
  booked: 'blue',
  shot: 'cyan',
  selecting: 'geekblue',
  producing: 'purple',
  delivered: 'green',
  cancelled: 'default',
  refunded: 'default',
};
