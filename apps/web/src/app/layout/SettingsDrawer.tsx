import { CheckOutlined } from '@ant-design/icons';
import { THEME_COLOR_PRESETS } from '@scenecast/contracts';
import { Alert, Divider, Drawer, List, Segmented, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LayoutSettings, settingAvailability } from '../settings';
import { useSettingsStore } from '../stores/settingsStore';

function Row({ label, hint, control }: { label: string; hint?: string; control: ReactNode }) {
  return (
    <List.Item actions={[control]}>
      <Tooltip title={hint} placement="left">
        <span>{label}</span>
      </Tooltip>
    </List.Item>
  );
}

/** The layout settings drawer: every option of framework §2 under the rules of §4. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update } = useSettingsStore();
  const available = settingAvailability(settings);

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={320} data-testid="settings-drawer">
      <Alert type="warning" showIcon title={t('settings.preview')} style={{ marginBottom: 16 }} />

      <Typography.Title level={5}>{t('settings.menuTheme')}</Typography.Title>
      <Segmented<LayoutSettings['navTheme']>
        block
        value={settings.navTheme}
        onChange={(navTheme) => update({ navTheme })}
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'light', label: t('settings.light') },
        ]}
      />

      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('settings.themeColor')}
      </Typography.Title>
      <div className="sc-color-list">
        {THEME_COLOR_PRESETS.map((color) => (
          <Tooltip key={color} title={t(`settings.colors.${color}`)}>
            <button
              type="button"
              className="sc-color"
              style={{ background: color }}
              aria-label={t(`settings.colors.${color}`)}
              aria-pressed={settings.primaryColor === color}
              data-color={color}
              onClick={() => update({ primaryColor: color })}
            >
              {settings.primaryColor === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <Typography.Title level={5}>{t('settings.navMode')}</Typography.Title>
      <Segmented<LayoutSettings['layout']>
        block
        value={settings.layout}
        onChange={(layout) => update({ layout })}
        options={[
          { value: 'sidemenu', label: t('settings.sidemenu') },
          { value: 'topmenu', label: t('settings.topmenu') },
        ]}
      />
      <List split={false} size="small">
        <Row
          label={t('settings.contentWidth')}
          hint={available.fluidWidth ? undefined : t('settings.fluidHint')}
          control={
            <Select
              size="small"
              style={{ width: 88 }}
              value={settings.contentWidth}
              onChange={(contentWidth) => update({ contentWidth })}
              options={[
                { value: 'Fixed', label: t('settings.fixed') },
                ...(available.fluidWidth ? [{ value: 'Fluid' as const, label: t('settings.fluid') }] : []),
              ]}
            />
          }
        />
        <Row
          label={t('settings.fixedHeader')}
          control={
            <Switch size="small" checked={settings.fixedHeader} onChange={(fixedHeader) => update({ fixedHeader })} />
          }
        />
        <Row
          label={t('settings.autoHideHeader')}
          hint={available.autoHideHeader ? undefined : t('settings.autoHideHint')}
          control={
            <Switch
              size="small"
              disabled={!available.autoHideHeader}
              checked={settings.autoHideHeader}
              onChange={(autoHideHeader) => update({ autoHideHeader })}
            />
          }
        />
        <Row
          label={t('settings.fixSiderbar')}
          hint={available.fixSiderbar ? undefined : t('settings.fixSiderbarHint')}
          control={
            <Switch
              size="small"
              disabled={!available.fixSiderbar}
              checked={settings.fixSiderbar}
              onChange={(fixSiderbar) => update({ fixSiderbar })}
            />
          }
        />
      </List>

      <Divider />
      <Typography.Title level={5}>{t('settings.other')}</Typography.Title>
      <List split={false} size="small">
        <Row
          label={t('settings.colorWeak')}
          control={<Switch size="small" checked={settings.colorWeak} onChange={(colorWeak) => update({ colorWeak })} />}
        />
        <Row
          label={t('settings.multiTab')}
          control={
            <Switch
              size="small"
              data-testid="setting-multitab"
              checked={settings.multiTab}
              onChange={(multiTab) => update({ multiTab })}
            />
          }
        />
      </List>
    </Drawer>
  );
}
