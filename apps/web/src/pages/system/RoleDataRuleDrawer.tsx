import type { PermissionTreeNode, RoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Drawer, Empty, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { dataRuleKeys, saveRoleDataRules, useRoleDataRules } from './dataRuleApi';
import './dataRuleLocale';

interface Props {
  role: RoleRecord;
  entry: PermissionTreeNode;
  onClose(): void;
}

/** Which of a menu entry's data rules apply to the holders of a role. */
export function RoleDataRuleDrawer({ role, entry, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const rules = useRoleDataRules(entry.key, role.id);
  const [checked, setChecked] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();
  const name = (i18n.language.startsWith('en') && entry.titleEn) || entry.title;

  useEffect(() => {
    if (rules.data) setChecked(rules.data.drChecked ? rules.data.drChecked.split(',') : []);
  }, [rules.data]);

  const save = async () => {
    await runSave(async () => {
      await saveRoleDataRules(entry.key, role.id, checked);
      message.success(t('sysDataRule.saved'));
      await queryClient.invalidateQueries({ queryKey: dataRuleKeys.ofRole(entry.key, role.id) });
      onClose();
    });
  };

  return (
    <Drawer
      open
      size={420}
      title={t('sysDataRule.roleTitle', { name })}
      onClose={onClose}
      data-testid="role-data-rule-drawer"
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('sysDataRule.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-data-rule-save">
            {t('sysDataRule.save')}
          </Button>
        </Space>
      }
    >
      {rules.isPending ? (
        <Spin />
      ) : (rules.data?.datarule.length ?? 0) === 0 ? (
        <Empty description={t('sysDataRule.roleEmpty')} />
      ) : (
        <Checkbox.Group
          value={checked}
          onChange={(values) => setChecked(values.map(String))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={(rules.data?.datarule ?? []).map((rule) => ({
            value: rule.id,
            label: `${rule.ruleName}（${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}）`,
          }))}
        />
      )}
    </Drawer>
  );
}
