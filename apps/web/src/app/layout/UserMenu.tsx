import {
  ApartmentOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  SkinOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Tenant, UserInfo } from '@scenecast/contracts';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setLanguage, type UiLanguage } from '../../framework/i18n';
import { reloadWithoutHash, switchTenant } from '../../framework/session';
import { localStore, STORAGE_KEYS } from '../../framework/storage';
import { useFeedback } from '../../framework/useFeedback';
import { useCurrentDeparts } from '../../framework/widgets/departApi';
import { logoutAndReload } from '../auth';

interface UserMenuProps {
  userInfo: UserInfo;
  onChangePassword: () => void;
  onSwitchDepart: () => void;
  onOpenSettings: () => void;
}

export const ACCOUNT_SETTINGS_PATH = '/account/center';

/** The header's user dropdown (business §2 user menu). */
export function UserMenu({ userInfo, onChangePassword, onSwitchDepart, onOpenSettings }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  // Read here, not by the layout: the answer arriving renders this menu again, not the whole shell.
  const departs = useCurrentDeparts();
  const canSwitchDepart = (departs.data?.list.length ?? 0) > 1;

  const confirmLogout = () => {
    modal.confirm({
      title: t('common.tip'),
      content: t('layout.user.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        logoutAndReload().catch((error: unknown) => {
          modal.error({
            title: t('common.error'),
            content: error instanceof Error ? error.message : String(error),
            onOk: reloadWithoutHash,
          });
        }),
    });
  };

  // The tenants the user may act in, as sign-in answered them: a switch when there are several.
  const tenants = localStore.get<Tenant[]>(STORAGE_KEYS.tenantList) ?? [];
  const currentTenant = localStore.get<number>(STORAGE_KEYS.tenantId) ?? tenants[0]?.id;
  const tenantItems: MenuProps['items'] =
    tenants.length > 1
      ? [
          {
            key: 'tenant',
            icon: <SwapOutlined />,
            label: t('layout.user.switchTenant'),
            children: tenants.map((tenant) => ({
              key: `tenant:${tenant.id}`,
              label: <span data-testid={`tenant-option-${tenant.id}`}>{tenant.name}</span>,
            })),
          },
        ]
      : [];

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <UserOutlined />, label: t('layout.user.settings') },
    ...tenantItems,
    // A staff account (lbUserId set) cannot change its password from the menu.
    ...(userInfo.lbUserId ? [] : [{ key: 'password', icon: <KeyOutlined />, label: t('layout.user.changePassword') }]),
    ...(canSwitchDepart ? [{ key: 'depart', icon: <ApartmentOutlined />, label: t('layout.user.switchDepart') }] : []),
    { key: 'layout', icon: <SkinOutlined />, label: t('layout.user.systemSettings') },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('common.language'),
      children: [
        { key: 'lang:zh-CN', label: t('common.zh') },
        { key: 'lang:en-US', label: t('common.en') },
      ],
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') navigate(ACCOUNT_SETTINGS_PATH);
    else if (key === 'password') onChangePassword();
    else if (key === 'depart') onSwitchDepart();
    else if (key === 'layout') onOpenSettings();
    else if (key === 'logout') confirmLogout();
    else if (key.startsWith('lang:')) setLanguage(key.slice(5) as UiLanguage);
    else if (key.startsWith('tenant:') && Number(key.slice(7)) !== currentTenant) switchTenant(Number(key.slice(7)));
  };

  return (
    <Dropdown
      menu={{ items, onClick, selectedKeys: [`lang:${i18n.language}`, `tenant:${currentTenant}`] }}
      placement="bottomRight"
    >
      <span className="sc-header-action sc-user" data-testid="user-menu">
        <Avatar size="small" src={userInfo.avatar || undefined} icon={<UserOutlined />} />
        <span className="sc-user-name">{userInfo.realname || userInfo.username}</span>
      </span>
    </Dropdown>
  );
}
