import { CONTACT_SENT_MESSAGE } from '@taxatlas/contracts/contact-form-limits';
import { useEffect, useRef } from 'react';
import type { SentMessage } from './contact-form';
import { useContactT } from './use-contact-t';

/**
 * Shown in place of the form once the server has stored the message (201, and only then): what happens next, and
 * what was sent. The heading takes the focus, so a screen reader announces the outcome.
 */
export function ContactSent({ sent, onWriteAnother }: { readonly sent: SentMessage; readonly onWriteAnother: () => void }) {
  const t = useContactT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The server's sentence is English; the known one is shown in the visitor's language.
  const serverMessage = sent.serverMessage === CONTACT_SENT_MESSAGE ? t('contactForm.sent.serverMessage') : sent.serverMessage;
  return (
    <div className="contact-sent" role="status" data-testid="contact-sent">
      <h2 ref={heading} tabIndex={-1}>
        {t('contactForm.sent.title')}
      </h2>
      <p>{serverMessage}</p>
      <p>{t('contactForm.sent.replyTo', { email: sent.email })}</p>
      <dl className="contact-sent-summary">
        <div>
          <dt>{t('contactForm.sent.formType')}</dt>
          <dd>{t(`contactForm.type.${sent.formType}`)}</dd>
        </div>
        <div>
          <dt>{t('contactForm.sent.subject')}</dt>
          <dd data-testid="contact-sent-subject">{sent.subject}</dd>
        </div>
      </dl>
      {sent.withCalculation ? <p>{t('contactForm.sent.withCalculation')}</p> : null}
      <button type="button" className="btn btn-outline" onClick={onWriteAnother} data-testid="contact-write-another">
        {t('contactForm.sent.another')}
      </button>
    </div>
  );
}
