import { UserOutlined } from '@ant-design/icons';
import { formatFileSize, greetingBucket } from '@scenecast/contracts';
import { Avatar, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/stores/sessionStore';
import { DeviceSummaryCard } from '../device/DeviceSummaryCard';
import { useLoginInfo, useOverview, useVisitInfo } from './api';
import { StudioFiguresCard } from './StudioFiguresCard';
import { VisitChart } from './VisitChart';
import './dashboard.css';

const STUDIO_ORDERS_PATH = '/cjmain/ordererp';

/** The data overview: greeting, real counts from the server, visits of the last 7 days. */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const greeting = t(`greeting.${greetingBucket(new Date().getHours())}`);
  const name = userInfo?.realname || userInfo?.username || '';
  // The studio's figures are for whoever has the head-office order view (owners).
  const hasStudio = useSessionStore((state) => Boolean(state.built?.pages.has(STUDIO_ORDERS_PATH)));

  // Each card reads its own answer: one arriving renders its card again, not the whole page.
  return (
    <div className="sc-analysis" data-testid="analysis-page">
      <Card variant="borderless" className="sc-welcome">
        <Avatar size={56} src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="greeting">
            {t('dashboard.welcome', { greeting, name })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('app.tagline')}</Typography.Text>
        </div>
      </Card>

      <LoginFigures />
      <OverviewCard />

      {hasStudio && (
        <div style={{ marginTop: 16 }}>
          <StudioFiguresCard />
        </div>
      )}

      <div style={{ marginTop: 16 }}>
        <DeviceSummaryCard />
      </div>

      <VisitsCard />
    </div>
  );
}

function LoginFigures() {
  const { t } = useTranslation();
  const loginInfo = useLoginInfo();
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      {[
        { key: 'todayIp', value: loginInfo.data?.todayIp },
        { key: 'todayVisit', value: loginInfo.data?.todayVisitCount },
        { key: 'totalVisit', value: loginInfo.data?.totalVisitCount },
      ].map((item) => (
        <Col key={item.key} xs={24} sm={8}>
          <Card variant="borderless">
            <Statistic title={t(`dashboard.${item.key}`)} value={item.value ?? 0} loading={loginInfo.isLoading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function OverviewCard() {
  const { t } = useTranslation();
  const overview = useOverview();
  return (
    <Card variant="borderless" title={t('dashboard.overview')} style={{ marginTop: 16 }}>
      {overview.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {(overview.data?.counts ?? []).map((count) => (
            <Col key={count.key} xs={12} sm={8} lg={6} xl={4}>
              <Statistic
                title={count.label}
                value={count.unit === 'bytes' ? formatFileSize(count.value) : count.value}
                data-testid={`overview-${count.key}`}
              />
              {count.previous !== null && overview.data?.rolledUpDay && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('dashboard.sinceRollUp', {
                    day: overview.data.rolledUpDay,
                    delta: `${count.value >= count.previous ? '+' : ''}${count.value - count.previous}`,
                  })}
                </Typography.Text>
              )}
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

function VisitsCard() {
  const { t } = useTranslation();
  const visits = useVisitInfo();
  return (
    <Card variant="borderless" title={t('dashboard.visits')} style={{ marginTop: 16 }}>
      {visits.isLoading ? <Skeleton active /> : <VisitChart days={visits.data ?? []} />}
    </Card>
  );
}
