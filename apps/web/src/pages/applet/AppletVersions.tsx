import { CloudUploadOutlined, ReloadOutlined, RocketOutlined, SendOutlined } from '@ant-design/icons';
import { APPLET_USER_DESC_MAX, APPLET_USER_VERSION_MAX, type AppletVersionState } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import { useActionRunner } from '../../framework/refusal';
import { appletKeys, commitCode, release, submitAudit, useVersionData } from './api';

const STATE_COLOURS: Record<AppletVersionState, string> = {
  committed: 'blue',
  auditing: 'orange',
  audit_ok: 'green',
  audit_fail: 'red',
  released: 'purple',
};

/** The applet's versions: commit a template's code, submit it for review, release it. */
export function AppletVersions({ appletId, canManage }: { appletId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const data = useVersionData(appletId, true);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [userVersion, setUserVersion] = useState('');
  const [userDesc, setUserDesc] = useState('');
  const run = useActionRunner(() => queryClient.invalidateQueries({ queryKey: appletKeys.versions(appletId) }));
  const online = data.data?.online;
  const latest = data.data?.records[0];
  const none = t('applet.code.none');

  return (
    <Card
      title={t('applet.code.title')}
      size="small"
      extra={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => data.refetch()}>
          {t('applet.code.refresh')}
        </Button>
      }
    >
      {data.error && <Alert type="error" showIcon title={data.error.message} style={{ marginBottom: 12 }} />}
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('applet.code.release')}>
          <span data-testid="applet-release-version">{online?.release?.version ?? none}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('applet.code.experience')}>{online?.experience?.version ?? none}</Descriptions.Item>
      </Descriptions>
      {canManage && (
        <Space wrap style={{ margin: '12px 0' }}>
          <Select
            aria-label={t('applet.code.template')}
            placeholder={t('applet.code.template')}
            style={{ minWidth: 200 }}
            value={templateId}
            onChange={(id: number) => {
              setTemplateId(id);
              const template = data.data?.templates.find((item) => item.templateId === id);
              if (template) {
                setUserVersion(template.userVersion);
                setUserDesc(template.userDesc);
              }
            }}
            options={(data.data?.templates ?? []).map((item) => ({
              value: item.templateId,
              label: `${item.userVersion} · ${item.userDesc}`,
            }))}
          />
          <Input
            aria-label={t('applet.code.userVersion')}
            placeholder={t('applet.code.userVersion')}
            maxLength={APPLET_USER_VERSION_MAX}
            style={{ width: 120 }}
            value={userVersion}
            onChange={(event) => setUserVersion(event.target.value)}
          />
          <Input
            aria-label={t('applet.code.userDesc')}
            placeholder={t('applet.code.userDesc')}
            maxLength={APPLET_USER_DESC_MAX}
            style={{ width: 200 }}
            value={userDesc}
            onChange={(event) => setUserDesc(event.target.value)}
          />
          <Button
            icon={<CloudUploadOutlined />}
            disabled={templateId === null || !userVersion.trim()}
            onClick={() =>
              templateId !== null &&
              run(() => commitCode(appletId, { templateId, userVersion, userDesc }), t('applet.code.committed'))
            }
          >
            {t('applet.code.commit')}
          </Button>
          <Button
            icon={<SendOutlined />}
            disabled={latest?.state !== 'committed'}
            onClick={() => run(() => submitAudit(appletId), t('applet.code.submitted'))}
          >
            {t('applet.code.submit')}
          </Button>
          <Button
            type="primary"
            icon={<RocketOutlined />}
            disabled={latest?.state !== 'audit_ok' && latest?.state !== 'auditing'}
            onClick={() => run(() => release(appletId), t('applet.code.published'))}
          >
            {t('applet.code.publish')}
          </Button>
        </Space>
      )}
      <Typography.Title level={5}>{t('applet.code.records')}</Typography.Title>
      <List
        size="small"
        data-testid="applet-versions"
        dataSource={data.data?.records ?? []}
        renderItem={(record) => (
          <List.Item>
            <Space wrap>
              <Typography.Text strong>{record.userVersion}</Typography.Text>
              <Tag color={STATE_COLOURS[record.state]}>{t(`applet.code.state.${record.state}`)}</Tag>
              {record.reason && <Typography.Text type="danger">{record.reason}</Typography.Text>}
              <Typography.Text type="secondary">{dateTime(record.updateTime)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
