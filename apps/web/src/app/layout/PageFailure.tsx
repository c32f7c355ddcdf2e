import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModuleNotFoundError } from '../pageModules';

/** What a tab shows when its page cannot load; loaded only then (Result is heavy). */
export default function PageFailure({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (error instanceof ModuleNotFoundError) {
    return (
      <Result
        status="warning"
        title={`${t('exception.moduleNotFound')} (${error.code})`}
        subTitle={t('exception.moduleNotFoundText', { component: error.component })}
      />
    );
  }
  return <Result status="error" title={t('exception.chunkFailed')} subTitle={error.message} />;
}
