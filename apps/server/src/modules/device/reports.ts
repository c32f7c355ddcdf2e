import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like.js';
import { defineModule } from '../../platform/http/module.js';
import { type ReportDefinition, registerReport } from '../../platform/reports/registry.js';
import { requireShopAccess } from '../shop/service.js';
import { deviceNumber, devices } from './schema.js';

const SORTS = {
  name: devices.name,
  online: devices.online,
  lastHeartbeat: devices.lastHeartbeat,
  createTime: devices.createTime,
};

/** shop_screens: the screens of one shop of the caller's, with online/offline and locked status. */
export const shopScreensReport: ReportDefinition = {
  code: 'shop_screens',
  name: '门店屏幕状态',
  columns: [
    { dataIndex: 'deviceNo', title: '设备编号' },
    { dataIndex: 'name', title: '设备名称', sortable: true },
    { dataIndex: 'address', title: '设备位置' },
    { dataIndex: 'online', title: '在线状态', dict: 'device_online', sortable: true },
    { dataIndex: 'status', title: '设备状态', dict: 'device_status' },
    { dataIndex: 'appVersion', title: '版本' },
    { dataIndex: 'lastHeartbeat', title: '最后心跳', sortable: true },
    { dataIndex: 'createTime', title: '添加时间', sortable: true },
  ],
  queryFields: [
    { field: 'name', label: '设备名称', type: 'string' },
    { field: 'online', label: '在线状态', type: 'number', dict: 'device_online' },
    { field: 'status', label: '设备状态', type: 'number', dict: 'device_status' },
  ],
  selfParams: ['shopId'],
  dictOptions: {
    device_online: [
      { value: '1', text: '在线' },
      { value: '0', text: '离线' },
    ],
    device_status: [
      { value: '0', text: '正常' },
      { value: '1', text: '锁定' },
    ],
  },
  async load(db, scope, params) {
    const shop = await requireShopAccess(db, scope, params.self.shopId);
    const { name, online, status } = params.filters;
    const where = and(
      eq(devices.shopId, shop.id),
      typeof name === 'string' ? ilike(devices.name, `%${escapeLike(name)}%`) : undefined,
      typeof online === 'number' ? eq(devices.online, online === 1) : undefined,
      typeof status === 'number' ? eq(devices.status, status) : undefined,
    ) as SQL;
    const sort = params.sort;
    const column = sort ? SORTS[sort.column as keyof typeof SORTS] : devices.serialNo;
    const direction = sort?.order === 'desc' ? desc : asc;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(devices)
        .where(where)
        .orderBy(direction(column), asc(devices.serialNo))
        .limit(params.pageSize)
        .offset((params.pageNo - 1) * params.pageSize),
      db.select({ total: count() }).from(devices).where(where),
    ]);
    return {
      total,
      records: rows.map((device) => ({
        id: device.id,
        deviceNo: deviceNumber(device),
        name: device.name,
        address: device.address,
        online: device.online ? '1' : '0',
        status: String(device.status),
        appVersion: device.appVersion,
        lastHeartbeat: device.lastHeartbeat?.toISOString() ?? null,
        createTime: device.createTime.toISOString(),
      })),
    };
  },
};

/** Registers the device module's reports at start-up. */
export const deviceReports = defineModule(async () => {
  registerReport(shopScreensReport);
});
