import { useState } from 'react';
import { registerAreaMessages } from '../../lib/i18n/area-messages';
import { announcementMessages, type AnnouncementMessageId } from '../../lib/i18n/messages/announcement';
import { useT } from '../../lib/i18n/use-t';

// The banner's two strings load with it (lib/i18n/messages/announcement.ts), not with every page.
registerAreaMessages('announcement', announcementMessages);

/** Browser storage key of the last announcement the visitor dismissed (its text: a new announcement shows again). */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcementDismissed';

function dismissedText(): string | null {
  try {
    return window.localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The site's announcement (site settings, `announcement`: plain text, rendered as text) above every public page,
 * until the visitor dismisses it. Loaded lazily by AppLayout, and only when there is an announcement.
 */
export default function AnnouncementBanner({ text }: { text: string }) {
  const t = useT<AnnouncementMessageId>();
  const [dismissed, setDismissed] = useState(dismissedText);
  if (dismissed === text) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, text);
    } catch {
      // Not persisted; hide it for this visit anyway.
    }
    setDismissed(text);
  };

  return (
    <section className="announcement-banner" aria-label={t('announcement.label')} data-testid="announcement-banner">
      <p>{text}</p>
      <button type="button" className="announcement-dismiss" onClick={dismiss} aria-label={t('announcement.dismiss')}>
        ×
      </button>
    </section>
  );
}
