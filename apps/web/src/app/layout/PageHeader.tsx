import { DASHBOARD_PATH } from '@scenecast/contracts';
import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MenuRoute, routeTrail } from '../menuRoutes';
import { useMenuTitle } from './useMenuTitle';

/** Breadcrumb from 数据概览 through the matched routes, and the page title (framework §2). */
export function PageHeader({ routes, path }: { routes: readonly MenuRoute[]; path: string }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const trail = routeTrail(routes, path).filter((route) => route.path !== DASHBOARD_PATH);
  const current = trail.at(-1);
  const items = [
    { key: DASHBOARD_PATH, title: <Link to={DASHBOARD_PATH}>{t('layout.breadcrumbHome')}</Link> },
    ...trail.map((route) => ({ key: route.path, title: title(route) })),
  ];
  return (
    <div className="sc-page-header" data-testid="page-header">
      <Breadcrumb items={items} />
      {current && !current.hiddenHeaderContent && (
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          {title(current)}
        </Typography.Title>
      )}
    </div>
  );
}
