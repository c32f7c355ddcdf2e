import { CloseOutlined } from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Dropdown, type MenuProps } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../framework/i18n';
import { useFeedback } from '../../framework/useFeedback';
import { useTabsStore } from '../stores/tabsStore';
import { isFixedTab, type Tab } from '../tabs';

/** Keys that move along the strip, to the tab at the index they give. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The tab strip of the multi-tab layout, with its context menu (business §2). A plain strip that
 * scrolls sideways rather than antd's Tabs: those measure every tab as they mount, which forced
 * the first screen's layout and a second render inside its first commit.
 */
export function TabBar({ titleOf }: { titleOf: (tab: Tab) => string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { tabs, activeKey, close, closeLeft, closeRight, closeOthers, refresh } = useTabsStore();
  const strip = useRef<HTMLDivElement>(null);
  const shownKey = useRef(activeKey);

  // A tab opened or chosen off the visible part of the strip scrolls into view (not at mount: the
  // first tab is in view, and measuring then would force the first screen's layout early).
  useEffect(() => {
    if (shownKey.current === activeKey) return;
    shownKey.current = activeKey;
    strip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      closeOne(tabs[index].key);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    navigate(next.key);
    strip.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  return (
    <div className="sc-tabbar" role="tablist" aria-orientation="horizontal" ref={strip}>
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        const title = titleOf(tab);
        return (
          <Dropdown key={tab.key} menu={contextMenu(tab.key)} trigger={['contextMenu']}>
            <div
              role="tab"
              className={active ? 'sc-tab sc-tab-active' : 'sc-tab'}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-tab-key={tab.key}
              aria-keyshortcuts="Delete"
              onClick={() => !active && navigate(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span data-testid={`tab-${tab.path}`} data-fixed={isFixedTab(tab) || undefined}>
                {title}
              </span>
              {/* Out of the accessibility tree: a screen reader closes the tab with Delete, and
                  one more button named after every open page would crowd the page's own. */}
              <span
                className="sc-tab-remove"
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  closeOne(tab.key);
                }}
              >
                <CloseOutlined />
              </span>
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
}
