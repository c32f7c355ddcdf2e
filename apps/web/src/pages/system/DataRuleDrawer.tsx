import { PlusOutlined } from '@ant-design/icons';
import { type DataRuleRecord, PERMISSION_ACTIONS, type PermissionRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { DataRuleFormModal } from './DataRuleFormModal';
import { dataRuleKeys, deleteDataRule, useDataRules } from './dataRuleApi';
import './dataRuleLocale';

interface Props {
  entry: PermissionRecord;
  onClose(): void;
}

/** The data rules of one menu entry: listed, added, edited and deleted here. */
export function DataRuleDrawer({ entry, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const rules = useDataRules(entry.id);
  const [editing, setEditing] = useState<DataRuleRecord | 'new' | null>(null);
  const name = (i18n.language.startsWith('en') && entry.nameEn) || entry.name;
  const reload = () => queryClient.invalidateQueries({ queryKey: dataRuleKeys.all });

  const remove = async (rule: DataRuleRecord) => {
    try {
      await deleteDataRule(rule.id);
      message.success(t('sysDataRule.removed'));
      await reload();
    } catch (error) {
      showRefusal(message, error);
    }
  };

  return (
    <Drawer open size={720} title={t('sysDataRule.title', { name })} onClose={onClose} data-testid="data-rule-drawer">
      <Authorized action={PERMISSION_ACTIONS.add}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing('new')}
          data-testid="data-rule-add"
        >
          {t('sysDataRule.add')}
        </Button>
      </Authorized>
      <Table<DataRuleRecord>
        rowKey="id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data}
        pagination={false}
        data-testid="data-rules"
        columns={[
          { title: t('sysDataRule.ruleName'), dataIndex: 'ruleName' },
          { title: t('sysDataRule.ruleColumn'), dataIndex: 'ruleColumn' },
          { title: t('sysDataRule.ruleConditions'), dataIndex: 'ruleConditions', width: 90 },
          { title: t('sysDataRule.ruleValue'), dataIndex: 'ruleValue', ellipsis: true },
          {
            title: t('sysDataRule.status'),
            dataIndex: 'status',
            width: 80,
            responsive: WIDE_SCREENS_ONLY,
            render: (status: DataRuleRecord['status']) => (
              <Tag color={status === '1' ? 'green' : 'default'}>{t(`sysDataRule.statuses.${status}`)}</Tag>
            ),
          },
          {
            title: t('sysDataRule.action'),
            key: 'action',
            width: isPhone ? 70 : 120,
            render: (_, rule) => (
              <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
                <Authorized action={PERMISSION_ACTIONS.edit}>
                  <Button type="link" size="small" onClick={() => setEditing(rule)}>
                    {t('sysDataRule.edit')}
                  </Button>
                </Authorized>
                <Authorized action={PERMISSION_ACTIONS.delete}>
                  <Popconfirm title={t('sysDataRule.removeConfirm')} onConfirm={() => remove(rule)}>
                    <Button type="link" size="small" danger>
                      {t('sysDataRule.remove')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <DataRuleFormModal
          permissionId={entry.id}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t('sysDataRule.saved'));
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Drawer>
  );
}
