import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuRoute } from '../menuRoutes';
import { useMenuTitle } from './useMenuTitle';

/** Finds a page of the menu by its title and opens it. */
export function MenuSearch({ pages }: { pages: ReadonlyMap<string, MenuRoute> }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const navigate = useNavigate();
  const options = useMemo(
    () =>
      [...pages.values()]
        .filter((route) => !route.hidden && !route.externalUrl)
        .map((route) => ({ value: route.path, label: title(route) })),
    [pages, title],
  );
  return (
    <Select
      className="sc-menu-search"
      variant="borderless"
      showSearch={{ optionFilterProp: 'label' }}
      value={null}
      placeholder={
        <span>
          <SearchOutlined /> {t('layout.searchMenu')}
        </span>
      }
      options={options}
      onChange={(path: string | null) => path && navigate(path)}
      style={{ width: 200 }}
      aria-label={t('layout.searchMenu')}
    />
  );
}
