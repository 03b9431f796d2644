import { App as AntdApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/i18n-provider';
import { theme } from '../config/theme';

/**
 * The antd theme, locale and App context (message/notification/modal hooks) for the parts built on antd — today the
 * results panel, which wraps itself in it. Kept out of the root providers so pages load without antd.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={language === 'de' ? deDE : enGB}>
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
