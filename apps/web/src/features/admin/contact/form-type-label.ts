import { contactFormTypes, type ContactFormType } from '@taxatlas/contracts/contact';
import type { ContactT } from './use-contact-t';

const isKnown = (type: string): type is ContactFormType => (contactFormTypes as readonly string[]).includes(type);

/** A form type as the admin reads it ('wrong-figure' → 'Wrong figure report'); a type this build does not know, as sent. */
export function formTypeLabel(t: ContactT, type: string): string {
  return isKnown(type) ? t(`adminContact.formType.${type}`) : type;
}
