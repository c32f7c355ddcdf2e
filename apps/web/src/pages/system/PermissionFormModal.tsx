import {
  type MenuType,
  msg,
  type PermissionFields,
  type PermissionRecord,
  type PermissionTreeRecord,
} from '@scenecast/contracts';
import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addPermission, editPermission } from './roleApi';

type FormValues = Omit<PermissionFields, 'menuType'> & { menuType: MenuType };

interface ParentNode {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

/** The menus an entry may hang under: not buttons, and never the entry itself or below it. */
function parentOptions(
  tree: readonly PermissionTreeRecord[],
  selfId: string | undefined,
  english: boolean,
): ParentNode[] {
  return tree
    .filter((node) => node.menuType !== 2)
    .map((node) => ({
      value: node.id,
      title: (english && node.nameEn) || node.name,
      disabled: node.id === selfId,
      children: node.id === selfId ? undefined : parentOptions(node.children ?? [], selfId, english),
    }));
}

export type MenuDialog = { entry: PermissionRecord } | { parent: PermissionRecord | null };

interface Props {
  dialog: MenuDialog;
  tree: readonly PermissionTreeRecord[];
  onClose(): void;
  onSaved(): void;
}

/** Adds or changes a menu, sub-menu or button; the fields follow the type. */
export function PermissionFormModal({ dialog, tree, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();
  const entry = 'entry' in dialog ? dialog.entry : null;
  const parent = 'parent' in dialog ? dialog.parent : null;
  const menuType = Form.useWatch('menuType', form) ?? entry?.menuType ?? 0;
  const isButton = menuType === 2;

  const initial: Partial<FormValues> = entry
    ? {
        ...entry,
        parentId: entry.parentId ?? undefined,
        nameEn: entry.nameEn ?? undefined,
        url: entry.url ?? undefined,
        component: entry.component ?? undefined,
        componentName: entry.componentName ?? undefined,
        redirect: entry.redirect ?? undefined,
        perms: entry.perms ?? undefined,
        icon: entry.icon ?? undefined,
      }
    : {
        menuType: parent ? 1 : 0,
        parentId: parent?.id,
        sortNo: 1,
        permsType: '1',
        status: '1',
        isRoute: true,
        keepAlive: false,
        hidden: false,
        alwaysShow: false,
        internalOrExternal: false,
      };

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await (entry ? editPermission({ ...values, id: entry.id }) : addPermission(values));
      onSaved();
    });
  };

  const required = (key: Parameters<typeof msg>[0]) => [{ required: true, whitespace: true, message: msg(key, lang) }];

  return (
    <ScModal
      open
      switchFullscreen
      width={760}
      title={entry ? t('sysMenu.editTitle') : t('sysMenu.add')}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" name="permission" initialValues={initial}>
        <Form.Item name="menuType" label={t('sysMenu.menuType')}>
          <Radio.Group
            options={([0, 1, 2] as const).map((value) => ({ value, label: t(`sysMenu.menuTypes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('sysMenu.name')} rules={required('permissionNameRequired')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('sysMenu.nameEn')}>
          <Input maxLength={100} />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item
            name="parentId"
            label={t('sysMenu.parent')}
            rules={[{ required: true, message: msg('permissionParentRequired', lang) }]}
          >
            <TreeSelect
              treeData={parentOptions(tree, entry?.id, i18n.language.startsWith('en'))}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
            />
          </Form.Item>
        )}
        {isButton ? (
          <>
            <Form.Item name="perms" label={t('sysMenu.perms')} rules={required('permissionPermsRequired')}>
              <Input maxLength={500} placeholder="system:role:add" />
            </Form.Item>
            <Form.Item name="permsType" label={t('sysMenu.permsType')}>
              <Radio.Group
                options={(['1', '2'] as const).map((value) => ({ value, label: t(`sysMenu.permsTypes.${value}`) }))}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="url" label={t('sysMenu.url')} rules={required('permissionUrlRequired')}>
              <Input maxLength={500} placeholder="/system/role" />
            </Form.Item>
            <Form.Item name="component" label={t('sysMenu.component')}>
              <Input maxLength={200} placeholder="system/RolePage" />
            </Form.Item>
            <Form.Item name="componentName" label={t('sysMenu.componentName')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="redirect" label={t('sysMenu.redirect')}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item name="icon" label={t('sysMenu.icon')}>
              <Input maxLength={100} placeholder="setting" />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label={t('sysMenu.sortNo')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        {!isButton && (
          <>
            <Form.Item name="isRoute" label={t('sysMenu.isRoute')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="keepAlive" label={t('sysMenu.keepAlive')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="hidden" label={t('sysMenu.hidden')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="alwaysShow" label={t('sysMenu.alwaysShow')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="internalOrExternal" label={t('sysMenu.internalOrExternal')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
        <Form.Item name="status" label={t('sysMenu.status')}>
          <Radio.Group
            options={(['1', '0'] as const).map((value) => ({ value, label: t(`sysMenu.statuses.${value}`) }))}
          />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
