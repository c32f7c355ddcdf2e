/**
 * Messages of the studio's schedule (dangqi) and orders (issue #13). The spec gives none of these
 * texts; they are worded as a studio's front desk would read them.
 */
export const STUDIO_BOOKING_MESSAGES = {
  dangqiResourceNameRequired: { zh: '请输入名称', en: 'Please enter the name' },
  dangqiTimeInvalid: { zh: '结束时间必须晚于开始时间', en: 'The end must be after the start' },
  dangqiRangeInvalid: { zh: '日期范围不正确（最多{n}天）', en: 'Invalid date range (at most {n} days)' },
  dangqiSlotTaken: { zh: '{n} 已有档期', en: 'There is already a slot at {n}' },
  dangqiResourceBusy: { zh: '「{n}」在该时段已有安排', en: '"{n}" is already busy at that time' },
  dangqiResourceRetired: { zh: '资源已停用', en: 'That resource is no longer in use' },
  dangqiCapacityBelowBooked: { zh: '容量不能小于已预约人数（{n}）', en: 'The capacity cannot be below the {n} booked' },
  dangqiSlotHasBookings: { zh: '该档期已有预约，不能删除', en: 'The slot has bookings and cannot be deleted' },
  dangqiDayClosed: { zh: '该日休息，不接受预约', en: 'The studio is closed that day' },
  dangqiDayHasBookings: { zh: '该日已有预约，不能设为休息日', en: 'That day has bookings and cannot be closed' },
  dangqiSlotFull: { zh: '该档期已约满', en: 'The slot is fully booked' },
  dangqiSlotPast: { zh: '该档期已过', en: 'The slot is in the past' },
  dangqiOutsideHours: { zh: '{n} 不在营业时间内', en: '{n} is outside the opening hours' },
  orderMoveInvalid: { zh: '订单当前状态不能变更为该状态', en: 'The order cannot move to that status now' },
  orderDepositMissing: { zh: '定金未付清', en: 'The deposit is not paid yet' },
  orderBalanceMissing: { zh: '尾款未结清，不能交付', en: 'The balance is not paid, the order cannot be delivered' },
  orderAmountInvalid: { zh: '金额必须大于0', en: 'The amount must be more than 0' },
  orderRefundNotCancelled: { zh: '只有已取消的订单可以退款', en: 'Only a cancelled order can be refunded' },
  orderRefundTooMuch: { zh: '退款金额不能超过已收金额', en: 'A refund cannot exceed what was paid' },
  orderRefundDepositKept: {
    zh: '距拍摄不足{n}小时取消，定金不予退还',
    en: 'Cancelled less than {n} hours before the shoot: the deposit is not refunded',
  },
  orderDepositNotNow: { zh: '该订单不在待付定金状态', en: 'The order is not awaiting its deposit' },
  orderBalanceNotNow: { zh: '该订单当前不能收尾款', en: 'The order cannot take a balance payment now' },
  orderPaymentTooMuch: { zh: '收款金额超过未付金额', en: 'The amount exceeds what is still owed' },
  orderRescheduleNotNow: { zh: '订单当前状态不能改约档期', en: 'The order cannot change its slot now' },
  orderStaffNotInShop: { zh: '该员工不属于本门店', en: 'That staff member does not work in this shop' },
  orderTaoxiOff: { zh: '该套系已下架', en: 'That package is not on sale' },
  orderNoRule: { zh: '订单号格式不正确', en: 'The order number format is incorrect' },
  customerNameRequired: { zh: '请输入客户姓名', en: "Please enter the customer's name" },
  todoOrderLate: { zh: '订单「{n}」已过拍摄时间仍未拍摄', en: 'Order "{n}" is past its shoot time and not shot' },
  todoOrderUnpaid: { zh: '订单「{n}」超过24小时未付定金', en: 'Order "{n}" has waited over 24 hours for its deposit' },
} as const satisfies Record<string, { zh: string; en: string }>;
