import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import type { UserInfo } from '@scenecast/contracts';
import { Layout, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../framework/BrandMark';
import type { MenuRoute } from '../menuRoutes';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from './NoticeBell';
import { UserMenu } from './UserMenu';

/** The users' help centre (apps/web/public/help), in their language; VITE_HELP_URL points elsewhere. */
const HELP_URL: string | undefined = import.meta.env.VITE_HELP_URL;
const helpPage = (language: string) => HELP_URL ?? (language === 'en-US' ? 'help/en.html' : 'help/');

interface GlobalHeaderProps {
  mode: 'sidemenu' | 'topmenu';
  isMobile: boolean;
  collapsed: boolean;
  onToggle: () => void;
  topMenu: ReactNode;
  pages: ReadonlyMap<string, MenuRoute>;
  userInfo: UserInfo;
  hidden: boolean;
  fixed: boolean;
  dark: boolean;
  onChangePassword: () => void;
  onSwitchDepart: () => void;
  onOpenSettings: () => void;
  /** While the settings drawer is open its button's tooltip stays hidden (else it takes Escape). */
  settingsOpen: boolean;
}

/** The global header: side-menu mode (trigger, tagline) or top-menu mode (logo, menu), then actions. */
export function GlobalHeader(props: GlobalHeaderProps) {
  const { t, i18n } = useTranslation();
  const showTopMenu = props.mode === 'topmenu' && !props.isMobile;
  const className = [
    'sc-header',
    props.fixed ? 'sc-header-fixed' : '',
    props.hidden ? 'sc-header-hidden' : '',
    showTopMenu && props.dark ? 'sc-header-dark' : '',
  ].join(' ');
  return (
    <Layout.Header className={className}>
      {showTopMenu ? (
        <Link to="/" className="sc-header-logo">
          <BrandMark light={props.dark} />
        </Link>
      ) : (
        <button type="button" className="sc-header-action sc-trigger" onClick={props.onToggle} aria-label="menu">
          {props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      )}
      {showTopMenu ? (
        <div className="sc-header-menu">{props.topMenu}</div>
      ) : (
        <span className="sc-header-tagline">{props.isMobile ? null : t('app.tagline')}</span>
      )}
      <div className="sc-header-right">
        {!props.isMobile && <MenuSearch pages={props.pages} />}
        <Tooltip title={t('layout.help')}>
          <a
            className="sc-header-action"
            href={helpPage(i18n.language)}
            target="_blank"
            rel="noreferrer"
            aria-label={t('layout.help')}
            data-testid="help-link"
          >
            <QuestionCircleOutlined />
          </a>
        </Tooltip>
        <NoticeBell />
        <Tooltip title={t('layout.user.systemSettings')} open={props.settingsOpen ? false : undefined}>
          <button
            type="button"
            className="sc-header-action"
            onClick={props.onOpenSettings}
            aria-label={t('layout.user.systemSettings')}
            data-testid="open-settings"
          >
            <SettingOutlined />
          </button>
        </Tooltip>
        <UserMenu
          userInfo={props.userInfo}
          onChangePassword={props.onChangePassword}
          onSwitchDepart={props.onSwitchDepart}
          onOpenSettings={props.onOpenSettings}
        />
      </div>
    </Layout.Header>
  );
}
