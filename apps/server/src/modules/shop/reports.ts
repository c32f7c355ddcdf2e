import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like.js';
import { defineModule } from '../../platform/http/module.js';
import { users } from '../../platform/identity/schema.js';
import { type ReportDefinition, registerReport } from '../../platform/reports/registry.js';
import { requireShopAccess } from './access.js';
import { shopMembers } from './schema.js';

const SORTS = {
  username: users.username,
  realname: users.realname,
  job: shopMembers.job,
  status: shopMembers.status,
  createTime: shopMembers.createTime,
};

/** shop_staff: the people of one shop of the caller's — main user and staff — with job and status. */
export const shopStaffReport: ReportDefinition = {
  code: 'shop_staff',
  name: '门店员工',
  columns: [
    { dataIndex: 'username', title: '账号', sortable: true },
    { dataIndex: 'realname', title: '姓名', sortable: true },
    { dataIndex: 'phone', title: '手机号' },
    { dataIndex: 'job', title: '岗位', sortable: true },
    { dataIndex: 'isMain', title: '主账号', dict: 'yn' },
    { dataIndex: 'status', title: '状态', dict: 'member_status', sortable: true },
    { dataIndex: 'createTime', title: '加入时间', sortable: true },
  ],
  queryFields: [
    { field: 'realname', label: '姓名或账号', type: 'string' },
    { field: 'job', label: '岗位', type: 'string' },
    { field: 'status', label: '状态', type: 'number', dict: 'member_status' },
  ],
  selfParams: ['shopId'],
  dictOptions: {
    yn: [
      { value: '1', text: '是' },
      { value: '0', text: '否' },
    ],
    member_status: [
      { value: '1', text: '在职' },
      { value: '0', text: '停用' },
    ],
  },
  async load(db, scope, params) {
    const shop = await requireShopAccess(db, scope, params.self.shopId);
    const { realname, job, status } = params.filters;
    const where = and(
      eq(shopMembers.shopId, shop.id),
      typeof realname === 'string'
        ? or(ilike(users.realname, `%${escapeLike(realname)}%`), ilike(users.username, `%${escapeLike(realname)}%`))
        : undefined,
      typeof job === 'string' ? ilike(shopMembers.job, `%${escapeLike(job)}%`) : undefined,
      typeof status === 'number' ? eq(shopMembers.status, status) : undefined,
    ) as SQL;
    const sort = params.sort;
    const column = sort ? SORTS[sort.column as keyof typeof SORTS] : shopMembers.createTime;
    const direction = sort?.order === 'asc' || !sort ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ member: shopMembers, user: users })
        .from(shopMembers)
        .innerJoin(users, eq(users.id, shopMembers.userId))
        .where(where)
        .orderBy(direction(column), asc(shopMembers.id))
        .limit(params.pageSize)
        .offset((params.pageNo - 1) * params.pageSize),
      db.select({ total: count() }).from(shopMembers).innerJoin(users, eq(users.id, shopMembers.userId)).where(where),
    ]);
    return {
      total,
      records: rows.map(({ member, user }) => ({
        id: member.id,
        userId: user.id,
        username: user.username,
        realname: user.realname,
        phone: user.phone,
        job: member.job,
        isMain: member.isMain ? '1' : '0',
        status: String(member.status),
        createTime: member.createTime.toISOString(),
      })),
    };
  },
};

/** Registers the shop module's reports at start-up. */
export const shopReports = defineModule(async () => {
  registerReport(shopStaffReport);
});
