import type { Tenant } from '@scenecast/contracts';
import { Card, Col, Descriptions, List, Row, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/stores/sessionStore';
import { setLanguage, type UiLanguage } from '../../framework/i18n';
import { localStore, STORAGE_KEYS } from '../../framework/storage';
import { useCurrentDeparts } from '../../framework/widgets/departApi';

/** Account settings: profile, tenants, departments and the interface language. */
export default function AccountCenterPage() {
  const { t, i18n } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const departs = useCurrentDeparts();
  const tenants = localStore.get<Tenant[]>(STORAGE_KEYS.tenantList) ?? [];
  const currentTenant = localStore.get<number>(STORAGE_KEYS.tenantId);
  if (!userInfo) return null;
  const identity = userInfo.isPlatformAdmin
    ? t('account.platformAdmin')
    : userInfo.lbUserId
      ? t('account.staff')
      : t('account.owner');

  return (
    <Row gutter={[16, 16]} data-testid="account-center">
      <Col xs={24} xl={14}>
        <Card variant="borderless" title={t('account.profile')}>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('account.username')}>{userInfo.username}</Descriptions.Item>
            <Descriptions.Item label={t('account.realname')}>{userInfo.realname || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('account.phone')}>{userInfo.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('account.identity')}>{identity}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card variant="borderless" title={t('account.language')} style={{ marginTop: 16 }}>
          <Segmented<UiLanguage>
            value={i18n.language === 'en-US' ? 'en-US' : 'zh-CN'}
            onChange={setLanguage}
            options={[
              // A language is named in itself, and marked so (screen readers, the English sweep).
              { value: 'zh-CN', label: <span lang="zh-CN">{t('common.zh')}</span> },
              { value: 'en-US', label: <span lang="en">{t('common.en')}</span> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card variant="borderless" title={t('account.tenants')}>
          <List
            dataSource={tenants}
            locale={{ emptyText: t('common.empty') }}
            renderItem={(tenant) => (
              <List.Item extra={tenant.id === currentTenant ? <Tag color="blue">{t('account.current')}</Tag> : null}>
                {tenant.name}
              </List.Item>
            )}
          />
        </Card>
        <Card variant="borderless" title={t('account.departs')} style={{ marginTop: 16 }}>
          <List
            loading={departs.isLoading}
            dataSource={departs.data?.list ?? []}
            locale={{ emptyText: t('common.empty') }}
            renderItem={(depart) => (
              <List.Item
                extra={depart.orgCode === departs.data?.orgCode ? <Tag color="blue">{t('account.current')}</Tag> : null}
              >
                {depart.departName}
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
