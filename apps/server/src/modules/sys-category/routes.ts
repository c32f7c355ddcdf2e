import { msg } from '@scenecast/contracts';
import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerCheckRule, registerEntity } from '../../platform/registry/index.js';
import { addCategory, CATEGORY_MANAGE_ACTION, deleteCategory, editCategory } from './manage.js';
import { categoryCodeRule, categoryEntity } from './registry.js';
import { ROOT_CATEGORY_PID } from './schema.js';
import {
  allCategories,
  categoryChildren,
  categoryNames,
  childCategories,
  loadCategoryTreeData,
  loadOneCategory,
  loadTreeRoot,
  rootCategories,
} from './service.js';

/** The pages that show the category tree: 分类字典 and the tree-table example that reads it. */
const CATEGORY_TREE_PAGES = ['/system/category', '/demo/tree-table'];
const tags = ['sys-category'];
const ROOT_PID = ROOT_CATEGORY_PID;
const node =
  'Nodes `{key: id, value: id, title: name, code, pid, leaf, isLeaf}` in sort order; the tree is system data every signed-in user reads.';
const idList = z
  .string()
  .default('')
  .transform((ids) =>
    ids
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(z.string()).max(200));

export const sysCategoryRoutes = defineModule(async (app, { db }) => {
  registerEntity(categoryEntity);
  registerCheckRule(categoryCodeRule);

  app.get(
    '/sys/category/loadTreeRoot',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The category tree under a code',
        description: `The children of the category coded \`pcode\` (of the top when empty or 0); with \`async=false\` each node carries its descendants in \`children\`. An unknown code: success false 该编码【…】不存在，请核实!. ${node}`,
        querystring: z.object({
          async: z
            .enum(['true', 'false'])
            .default('true')
            .transform((value) => value === 'true'),
          pcode: z.string().max(64).optional(),
        }),
      },
    },
    async (request) => ok(await loadTreeRoot(db, request.query)),
  );

  app.get(
    '/sys/category/loadTreeChildren',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The children of a category',
        description: `The children of the category \`pid\` (an id; 0 for the top). ${node}`,
        querystring: z.object({ pid: z.string().min(1) }),
      },
    },
    async (request) => ok(await categoryChildren(db, request.query.pid)),
  );

  app.get(
    '/sys/category/loadOne',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One category by a field',
        description:
          '`{id, pid, name, code, hasChild}` of the first category whose `field` (id, pid, name, code or hasChild; anything else is refused with 该字段不允许访问) equals `val`; none: success false 查询无果.',
        querystring: z.object({ field: z.string().min(1), val: z.string().min(1) }),
      },
    },
    async (request) => ok(await loadOneCategory(db, request.query.field, request.query.val)),
  );

  app.get(
    '/sys/category/loadTreeData',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One level of the category tree',
        description: `The children of \`pid\`, or when it is empty of the category coded \`pcode\` (0: the top); neither: success false 加载分类字典树参数有误.[null]!. \`condition\` is a JSON object of field → value (id, pid, name, code, hasChild), else 400. ${node}`,
        querystring: z.object({
          pid: z.string().optional(),
          pcode: z.string().max(64).optional(),
          condition: z.string().max(1000).optional(),
        }),
      },
    },
    async (request) => ok(await loadCategoryTreeData(db, request.query)),
  );

  app.get(
    '/sys/category/loadDictItem/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Names of categories',
        description: '`ids=id1,id2` answers `[name1, name2]` in the ids’ order; an unknown id is left out.',
        querystring: z.object({ ids: idList }),
      },
    },
    async (request) => ok(await categoryNames(db, request.query.ids)),
  );

  app.get(
    '/sys/category/rootList',
    {
      config: { menus: CATEGORY_TREE_PAGES },
      schema: {
        tags,
        summary: 'Top categories, paged',
        description:
          'Rows `{id, pid, name, code, hasChild: "1"|"0", createTime}` for the tree table, in sort order unless `column` names a sortable field (name, code, sortNo, createTime). Filters name, code: `*v*` contains, else equals.',
        querystring: pageQuery.extend({ name: z.string().optional(), code: z.string().optional() }),
      },
    },
    async (request) => ok(await rootCategories(db, request.query)),
  );

  app.get(
    '/sys/category/childList',
    {
      config: { menus: CATEGORY_TREE_PAGES },
      schema: {
        tags,
        summary: 'Children of a category',
        description: 'Every child of the category `pid`, rows as in rootList, in sort order.',
        querystring: z.object({ pid: z.string().min(1) }),
      },
    },
    async (request) => ok(await childCategories(db, request.query.pid)),
  );

  app.get(
    '/sys/category/treeList',
    {
      config: { menus: ['/system/category'] },
      schema: {
        tags,
        summary: 'Every category',
        description:
          'Every category as rows `{id, pid, name, code, hasChild, sortNo, createTime}` in sort order, for the 分类字典 page, which builds the tree from `pid` (the tree is small system data).',
      },
    },
    async () => ok(await allCategories(db)),
  );

  const WRITES = `The spec names only reads, so these are JeecgBoot’s paths. Needs the button ${CATEGORY_MANAGE_ACTION}, held by the platform administrator only, and a platform administrator (403 otherwise): the tree is shared by every tenant.`;
  const manage = { permission: CATEGORY_MANAGE_ACTION };
  const name = z
    .string()
    .trim()
    .min(1, msg('categoryNameRequired'))
    .max(100, msg('maxLength', 'zh', 100));
  const sortNo = z.number().int().min(0).max(99_999).optional();

  app.post(
    '/sys/category/add',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a category',
        description: `${WRITES} \`pid\` is the parent’s id (0 or left out: a root). The code is made here: the parent’s code plus the next free group of a capital and two digits (A01 … A99, B01 … Z99), answered with the id; the parent becomes a branch (hasChild 1). An unknown parent: 上级分类不存在; more than 10 levels: 分类最多10级.`,
        body: z.object({
          pid: z
            .string()
            .trim()
            .max(64)
            .default(ROOT_PID)
            .transform((pid) => pid || ROOT_PID),
          name,
          sortNo,
        }),
      },
    },
    async (request) => ok(await addCategory(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/sys/category/edit',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a category',
        description: `${WRITES} The name and the order; the code and the parent stay as they are.`,
        body: z.object({ id: z.string().min(1).max(64), name, sortNo }),
      },
    },
    async (request) => {
      await editCategory(db, request.scope, request.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    '/sys/category/delete',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a category',
        description: `${WRITES} A leaf only (该分类下有子分类，请先删除子分类); when it was its parent’s last child, the parent becomes a leaf (hasChild 0).`,
        querystring: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request) => {
      await deleteCategory(db, request.scope, request.query.id);
      return ok(null, '删除成功!');
    },
  );
});
