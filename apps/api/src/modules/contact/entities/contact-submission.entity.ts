import { EntitySchema } from '@mikro-orm/core';
import type { ContactFormType, ContactStatus } from '@taxatlas/contracts/contact';

/**
 * A message sent through the contact form. trackingData is JSON text (null when none was sent); ipAddress and userAgent
 * are what the server saw, never what the client claimed.
 */
export interface ContactSubmissionRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  formType: ContactFormType;
  status: ContactStatus;
  adminNote: string;
  trackingData: string | null;
  ipAddress: string;
  userAgent: string;
  createdAt: Date;
  updatedAt: Date;
}

export const ContactSubmissionSchema = new EntitySchema<ContactSubmissionRow>({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  indexes: [
    // The inbox: newest first, usually filtered by status (the unread count too).
    { name: 'contact_submissions_status_created_at_index', properties: ['status', 'createdAt'] },
    { name: 'contact_submissions_created_at_index', properties: ['createdAt'] },
  ],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    subject: { type: 'string', length: 200 },
    message: { type: 'text' },
    formType: { type: 'string', length: 20, fieldName: 'form_type' },
    status: { type: 'string', length: 10 },
    adminNote: { type: 'text', fieldName: 'admin_note' },
    trackingData: { type: 'text', nullable: true, fieldName: 'tracking_data' },
    ipAddress: { type: 'string', length: 64, fieldName: 'ip_address' },
    userAgent: { type: 'string', length: 512, fieldName: 'user_agent' },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', fieldName: 'updated_at' },
  },
});
