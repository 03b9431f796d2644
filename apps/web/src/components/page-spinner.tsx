import { Spin } from 'antd';
import { useT } from '../app/i18n/use-t';

export function PageSpinner() {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
