import { count, eq, inArray } from 'drizzle-orm';
import { demoRecords } from '../modules/demo/schema.js';
import type { Db } from '../platform/db/database.js';
import { users } from '../platform/identity/schema.js';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '晓明',
  '丽娜',
  '建国',
  '雨欣',
  '子涵',
  '浩然',
  '思琪',
  '俊杰',
  '梦瑶',
  '志强',
  '欣怡',
  '天宇',
  '雅婷',
  '博文',
  '佳怡',
];
const KEYWORDS = [
  '婚纱摄影',
  '儿童写真',
  '孕妇照',
  '全家福',
  '证件照',
  '艺术照',
  '毕业照',
  '情侣写真',
  '商务形象',
  '古风汉服',
];
const CONTENT = [
  '<p>客户偏好<strong>自然光</strong>，希望在户外取景。</p>',
  '<p>已预约下周六上午拍摄，<em>需提前准备</em>三套服装。</p>',
  '<ul><li>精修 20 张</li><li>相册一本</li></ul>',
  '<p>老客户推荐，享受<span style="color: #fa541c">九折</span>优惠。</p>',
];

/** About thirty varied rows: names, both sexes and a few blanks, ages, birthdays, salaries, HTML notes. */
function rowsFor(tenantId: number, createBy: string) {
  return Array.from({ length: 30 }, (_, i) => {
    const age = 18 + ((i * 7) % 40);
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String(((i * 3) % 28) + 1).padStart(2, '0');
    return {
      tenantId,
      name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 4) % GIVEN.length]}`,
      keyWord: KEYWORDS[i % KEYWORDS.length],
      sex: i % 10 === 9 ? null : (i % 2) + 1,
      age,
      birthday: `${2026 - age}-${month}-${day}`,
      email: `user${String(i + 1).padStart(2, '0')}@example.com`,
      phone: `13${(i % 9) + 1}${String(10_000_000 + i * 271_828).slice(0, 8)}`,
      salary: (4500 + i * 733.5).toFixed(2),
      content: CONTENT[i % CONTENT.length],
      orderNum: i + 1,
      createBy,
      // Spread over the last month so the default newest-first order and date filters show something.
      createTime: new Date(Date.UTC(2026, 9, 1) + i * 86_400_000),
    };
  });
}

/** Demo records for each demo tenant's owner, once: a tenant that has any keeps what it has. */
export async function seedDemoRecords(db: Db): Promise<void> {
  const owners = await db
    .select({ username: users.username, tenantId: users.tenantId })
    .from(users)
    .where(inArray(users.username, ['demo', 'demo2']));
  for (const owner of owners) {
    const [{ existing }] = await db
      .select({ existing: count() })
      .from(demoRecords)
      .where(eq(demoRecords.tenantId, owner.tenantId));
    if (existing === 0) await db.insert(demoRecords).values(rowsFor(owner.tenantId, owner.username));
  }
}
