import { contactStatuses, CONTACT_ADMIN_NOTE_MAX_LENGTH, type ContactStatus, type ContactSubmission } from '@taxatlas/contracts/contact';
import { reproducibleCalculationUrl } from '@taxatlas/contracts/wrong-figure-report';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateContactSubmissionMutation } from './contact-api';
import { formTypeLabel } from './form-type-label';
import { useContactT } from './use-contact-t';

/** An address that is safe to put after mailto: as it is (no query, fragment or escapes that could add headers). */
const plainEmail = /^[^\s@?&#%/\\:]+@[^\s@?&#%/\\:]+$/;

/** Tracking data as readable JSON; it is visitor input, so it is only ever shown as text. */
export function trackingDataText(trackingData: ContactSubmission['trackingData']): string | undefined {
  if (trackingData === null || trackingData === undefined) return undefined;
  try {
    return JSON.stringify(trackingData, null, 2);
  } catch {
    return String(trackingData);
  }
}

/**
 * The Submission Details dialog (docs/product.md, "Admin contact inbox"): every field the visitor sent
 * and the server recorded, as text; the status and the admin note, saved with PATCH /api/contact/:id. On success the
 * parent reloads the list and closes the dialog ("States and transitions"); failures stay here with the spec's text.
 */
export function ContactDetailDialog({
  submission,
  open,
  markReadFailed,
  onClose,
  afterClose,
  onSaved,
}: {
  submission: ContactSubmission | undefined;
  open: boolean;
  /** Opening it could not mark it read on the server. */
  markReadFailed: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useContactT();
  return (
    <Modal
      open={open && submission !== undefined}
      title={t('adminContact.detail.title')}
      onCancel={onClose}
      afterClose={afterClose}
      width={720}
      footer={null}
      destroyOnHidden
      modalRender={(dialog) => <div data-testid="contact-detail">{dialog}</div>}
    >
      {submission ? (
        // Keyed by the message: another message starts with its own status and note.
        <DetailBody key={submission._id} submission={submission} markReadFailed={markReadFailed} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}

function DetailBody({
  submission,
  markReadFailed,
  onClose,
  onSaved,
}: {
  submission: ContactSubmission;
  markReadFailed: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useContactT();
  const intl = useIntl();
  const [update, { isLoading: saving }] = useUpdateContactSubmissionMutation();
  // An unread message is marked read as it opens, so the status it shows is read.
  const [status, setStatus] = useState<ContactStatus>(submission.status === 'unread' ? 'read' : submission.status);
  const [adminNote, setAdminNote] = useState(submission.adminNote ?? '');
  const [failure, setFailure] = useState<string | undefined>();

  const tracking = trackingDataText(submission.trackingData);
  const reproduceUrl = reproducibleCalculationUrl(submission.trackingData);

  async function save() {
    setFailure(undefined);
    try {
      // Status and note are sent as typed (docs/product.md, "Validation rules").
      const result = await update({ id: submission._id, changes: { status, adminNote } }).unwrap();
      if (result.success) onSaved(t('adminContact.detail.saved'));
      else setFailure(result.message?.trim() || t('adminContact.detail.saveFailed'));
    } catch {
      setFailure(t('adminContact.detail.saveFailed'));
    }
  }

  const removed = <Typography.Text type="secondary">{t('adminContact.detail.removed')}</Typography.Text>;

  return (
    <div className="contact-detail">
      {markReadFailed ? (
        <Alert type="warning" showIcon title={t('adminContact.detail.markReadFailed')} style={{ marginBottom: 12 }} />
      ) : null}
      <dl className="contact-detail-fields">
        {/* Isolated (<bdi>), as in the list: a direction control in the text cannot reorder the page around it. */}
        <Field label={t('adminContact.detail.name')} testId="contact-detail-name">
          <bdi>{submission.name}</bdi>
        </Field>
        <Field label={t('adminContact.detail.email')} testId="contact-detail-email">
          {plainEmail.test(submission.email) ? (
            <a href={`mailto:${submission.email}?subject=${encodeURIComponent(`Re: ${submission.subject}`)}`}>{submission.email}</a>
          ) : (
            submission.email
          )}
        </Field>
        <Field label={t('adminContact.detail.subject')} testId="contact-detail-subject">
          <bdi>{submission.subject}</bdi>
        </Field>
        <Field label={t('adminContact.detail.formType')} testId="contact-detail-form-type">
          {formTypeLabel(t, submission.formType)}
        </Field>
        <Field label={t('adminContact.detail.date')} testId="contact-detail-date">
          <time dateTime={submission.createdAt}>{intl.formatDate(submission.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </Field>
        <Field label={t('adminContact.detail.message')} testId="contact-detail-message" wide>
          <div className="contact-detail-message">{submission.message}</div>
        </Field>
        <Field label={t('adminContact.detail.ipAddress')} testId="contact-detail-ip">
          {submission.ipAddress || removed}
        </Field>
        <Field label={t('adminContact.detail.userAgent')} testId="contact-detail-user-agent">
          {submission.userAgent || removed}
        </Field>
        <Field label={t('adminContact.detail.trackingData')} wide>
          {tracking === undefined ? (
            <Typography.Text type="secondary" data-testid="contact-tracking-data">
              {t('adminContact.detail.noTrackingData')}
            </Typography.Text>
          ) : (
            <pre className="contact-tracking-data" data-testid="contact-tracking-data">
              {tracking}
            </pre>
          )}
          {reproduceUrl ? (
            <p style={{ margin: '8px 0 0' }}>
              {/* Only a path of one of our calculators, rebuilt by reproducibleCalculationUrl(): never the visitor's raw URL. */}
              <a
                href={reproduceUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="contact-reproduce"
                title={t('adminContact.detail.reproduceHint')}
              >
                {t('adminContact.detail.reproduce')} ↗
              </a>
            </p>
          ) : null}
        </Field>
      </dl>

      <div className="contact-detail-edit">
        <label className="contact-field">
          <span>{t('adminContact.detail.status')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as ContactStatus)} data-testid="contact-detail-status">
            {contactStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`adminContact.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="contact-field contact-field-note">
          <span>{t('adminContact.detail.adminNote')}</span>
          <input
            type="text"
            value={adminNote}
            maxLength={CONTACT_ADMIN_NOTE_MAX_LENGTH}
            placeholder={t('adminContact.detail.notePlaceholder')}
            onChange={(event) => setAdminNote(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !saving) void save();
            }}
            data-testid="contact-detail-note"
          />
        </label>
      </div>

      {failure ? (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} data-testid="contact-detail-error" />
      ) : null}

      <div className="contact-detail-actions">
        <Button onClick={onClose} data-testid="contact-detail-close">
          {t('adminContact.detail.close')}
        </Button>
        <Button type="primary" disabled={saving} onClick={() => void save()} data-testid="contact-detail-save">
          {saving ? t('adminContact.detail.saving') : t('adminContact.detail.save')}
        </Button>
      </div>
    </div>
  );
}

function Field({ label, testId, wide, children }: { label: string; testId?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'contact-detail-field contact-detail-field-wide' : 'contact-detail-field'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
