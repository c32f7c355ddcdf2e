import { msg } from '@scenecast/contracts';
import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../framework/i18n';
import { useFeedback } from '../../framework/useFeedback';
import { useTabsStore } from '../stores/tabsStore';
import { isFixedTab, type Tab } from '../tabs';

/** The tab strip of the multi-tab layout, with its context menu (business §2). */
export function TabBar({ titleOf }: { titleOf: (tab: Tab) => string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { tabs, activeKey, close, closeLeft, closeRight, closeOthers, refresh } = useTabsStore();

  const goToActive = () => {
    const next = useTabsStore.getState().activeKey;
    if (next !== activeKey) navigate(next);
  };

  const closeOne = (key: string) => {
    const result = close(key);
    if (!result.ok) {
      message.warning(msg(result.reason, currentLang()));
      return;
    }
    goToActive();
  };

  const contextMenu = (key: string): MenuProps => ({
    items: [
      { key: 'refresh', label: t('layout.tabs.refresh') },
      { key: 'closeLeft', label: t('layout.tabs.closeLeft') },
      { key: 'closeRight', label: t('layout.tabs.closeRight') },
      { key: 'closeOthers', label: t('layout.tabs.closeOthers') },
    ],
    onClick: ({ key: action }) => {
      if (action === 'refresh') refresh(key);
      if (action === 'closeLeft') closeLeft(key);
      if (action === 'closeRight') closeRight(key);
      if (action === 'closeOthers') closeOthers(key);
      goToActive();
    },
  });

  return (
    <Tabs
      className="sc-tabbar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') closeOne(key);
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: true,
        label: (
          <Dropdown menu={contextMenu(tab.key)} trigger={['contextMenu']}>
            <span data-testid={`tab-${tab.path}`} data-fixed={isFixedTab(tab) || undefined}>
              {titleOf(tab)}
            </span>
          </Dropdown>
        ),
      }))}
    />
  );
}
