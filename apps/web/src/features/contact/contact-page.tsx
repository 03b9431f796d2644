import type { WrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '../../components/ui/card';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../lib/site-settings';
import {
  CONTACT_TYPE_PARAM,
  forgetWrongFigureReport,
  storedWrongFigureReport,
  wrongFigureReportInState,
} from '../../lib/wrong-figure-report';
import { ContactForm, isContactFormType, type SentMessage } from './contact-form';
import { ContactSent } from './contact-sent';
import { useCalculatorName } from './tracking-summary';
import { useContactT } from './use-contact-t';

/**
 * /contact: the public contact form, in place of which a confirmation shows once the server has stored the message.
 * `?type=` preselects the form type; a results panel's "Report a wrong figure" link brings its calculation along in
 * the router state (and in sessionStorage, which survives a reload of this page).
 */
export default function ContactPage() {
  const t = useContactT();
  const { supportEmail } = useSiteSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const calculatorName = useCalculatorName();
  useSeo({ title: t('contactForm.title'), description: t('contactForm.description') });

  const typeParam = searchParams.get(CONTACT_TYPE_PARAM);
  const initialFormType = isContactFormType(typeParam) ? typeParam : 'general';
  const [attachment, setAttachment] = useState<WrongFigureTrackingData | undefined>(
    () => wrongFigureReportInState(location.state) ?? (initialFormType === 'wrong-figure' ? storedWrongFigureReport() : undefined),
  );
  const [sent, setSent] = useState<SentMessage | undefined>();
  const [lastSender, setLastSender] = useState<{ name: string; email: string } | undefined>();
  // A new form (a fresh startedAt, empty fields) for each message.
  const [formKey, setFormKey] = useState(0);

  /** Forgets the attachment here, in this tab's storage and in the history entry, so that a reload does not bring it back. */
  const dropAttachment = () => {
    setAttachment(undefined);
    forgetWrongFigureReport();
    if (location.state !== null && location.state !== undefined) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  };

  const onSent = (message: SentMessage) => {
    // Sent: the calculation went with it (or was not wanted), and must not ride along with a next message.
    dropAttachment();
    setSent(message);
    setLastSender({ name: message.name, email: message.email });
  };

  const writeAnother = () => {
    setSent(undefined);
    setFormKey((key) => key + 1);
  };

  const attachmentSubject = attachment
    ? t('contactForm.tracking.subject', { calculator: calculatorName(attachment), taxYear: attachment.taxYear })
    : undefined;

  return (
    <div className="page-container contact-page" data-testid="contact-page">
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t('contactForm.title')}</span>
      </nav>
      <header className="page-header">
        <h1>{t('contactForm.title')}</h1>
        <p className="page-lead">{t('contactForm.lead')}</p>
      </header>
      <Card className="contact-card">
        {sent ? (
          <ContactSent sent={sent} onWriteAnother={writeAnother} />
        ) : (
          <ContactForm
            key={formKey}
            // The address's type is for the first message; the next one starts as a general question.
            initialFormType={formKey > 0 ? 'general' : initialFormType}
            initialSender={lastSender}
            attachment={attachment}
            attachmentSubject={attachmentSubject}
            onRemoveAttachment={dropAttachment}
            onSent={onSent}
          />
        )}
      </Card>
      <p className="contact-email-instead">
        {t('contactForm.emailInstead')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </div>
  );
}
