interface LoginTabsProps {
  tabs: { key: string; label: string }[];
  active: string;
  onChange: (key: string) => void;
}

/**
 * The sign-in method switch. Plain buttons rather than antd Tabs: Tabs brings the menu and
 * dropdown code for its overflow list, which the login page budget cannot carry.
 */
export function LoginTabs({ tabs, active, onChange }: LoginTabsProps) {
  return (
    <div className="sc-login-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={tab.key === active ? 'sc-login-tab sc-login-tab-active' : 'sc-login-tab'}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
