import { useLanguage } from '../../lib/i18n/i18n-provider';
import { supportedLanguages } from '../../lib/i18n/language';
import { useT } from '../../lib/i18n/use-t';

const names = { en: 'English', de: 'Deutsch' } as const;

/** Two toggle buttons (aria-pressed) rather than a select: light, and one tap on mobile. */
export function LanguageSwitch({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <div
      className={`language-switch language-switch-${tone}${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={t('header.language')}
    >
      {supportedLanguages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          title={names[code]}
          aria-label={`${code.toUpperCase()} – ${names[code]}`}
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
