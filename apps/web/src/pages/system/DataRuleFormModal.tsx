import { DATA_RULE_OPERATORS, type DataRuleFields, type DataRuleRecord, msg } from '@scenecast/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addDataRule, editDataRule } from './dataRuleApi';

interface Props {
  permissionId: string;
  rule: DataRuleRecord | null;
  onClose(): void;
  onSaved(): void;
}

interface RuleForm {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: DataRuleFields['ruleConditions'];
  ruleValue: string;
  enabled: boolean;
}

/** Adds or edits a data rule; the server checks the column against the menu's list and the value against it. */
export function DataRuleFormModal({ permissionId, rule, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleForm>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { enabled, ...rest } = values;
    const fields = { ...rest, permissionId, status: enabled ? '1' : '0' } as const;
    await runSave(async () => {
      await (rule ? editDataRule({ ...fields, id: rule.id }) : addDataRule(fields));
      onSaved();
    });
  };

  return (
    <RecordFormModal
      width={520}
      title={rule ? t('sysDataRule.editTitle') : t('sysDataRule.add')}
      form={form}
      name="dataRule"
      initialValues={rule ? { ...rule, enabled: rule.status === '1' } : { ruleConditions: '=', enabled: true }}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="ruleName"
        label={t('sysDataRule.ruleName')}
        rules={[{ required: true, whitespace: true, message: msg('dataRuleNameRequired', lang) }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="ruleColumn"
        label={t('sysDataRule.ruleColumn')}
        rules={[{ required: true, whitespace: true, message: msg('dataRuleColumnRequired', lang) }]}
      >
        <Input maxLength={64} placeholder="create_by" />
      </Form.Item>
      <Form.Item name="ruleConditions" label={t('sysDataRule.ruleConditions')}>
        <Select
          data-testid="data-rule-operator"
          options={DATA_RULE_OPERATORS.map((operator) => ({ value: operator, label: operator }))}
        />
      </Form.Item>
      <Form.Item
        name="ruleValue"
        label={t('sysDataRule.ruleValue')}
        extra={t('sysDataRule.valueHelp')}
        rules={[{ required: true, whitespace: true, message: msg('dataRuleValueRequired', lang) }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="enabled" label={t('sysDataRule.status')} valuePropName="checked">
        <Switch checkedChildren={t('sysDataRule.statuses.1')} unCheckedChildren={t('sysDataRule.statuses.0')} />
      </Form.Item>
    </RecordFormModal>
  );
}
