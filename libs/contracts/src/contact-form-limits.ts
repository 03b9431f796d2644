/**
 * The contact form's constants without its schemas (contact.ts), so that a page can show the form without zod in its
 * first load; contact.ts re-exports them.
 */

export const contactFormTypes = ['general', 'feedback', 'partnership', 'wrong-figure'] as const;
export type ContactFormType = (typeof contactFormTypes)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;

export const CONTACT_SENT_MESSAGE = 'Thank you for your message. We read every message and usually answer within two working days.';
