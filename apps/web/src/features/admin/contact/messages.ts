/**
 * Messages of the contact inbox (/admin/dashboard/contact), in English and German. Registered by use-contact-t.ts
 * when the screen's chunk loads, like the admin area's own. The English texts that docs/product.md quotes
 * ("Admin contact inbox", "Error messages") are copied from it byte for byte; the tests assert them.
 */
export const en = {
  'adminContact.filters': 'Filter the submissions',
  'adminContact.filter.search': 'Search',
  'adminContact.filter.searchPlaceholder': 'Name, email, subject, message...',
  'adminContact.filter.status': 'Status',
  'adminContact.filter.form': 'Form',
  'adminContact.filter.allForms': 'All Forms',
  'adminContact.filter.from': 'From',
  'adminContact.filter.to': 'To',
  'adminContact.filter.submit': 'Filter',
  'adminContact.filter.toBeforeFrom': 'The To date must not be before the From date.',

  'adminContact.status.all': 'All',
  'adminContact.status.unread': 'Unread',
  'adminContact.status.read': 'Read',
  'adminContact.status.archived': 'Archived',

  'adminContact.formType.general': 'General',
  'adminContact.formType.feedback': 'Feedback',
  'adminContact.formType.partnership': 'Partnership',
  'adminContact.formType.wrong-figure': 'Wrong figure report',

  'adminContact.col.select': 'Select',
  'adminContact.col.name': 'Name',
  'adminContact.col.email': 'Email',
  'adminContact.col.subject': 'Subject',
  'adminContact.col.date': 'Date',
  'adminContact.col.status': 'Status',
  'adminContact.col.adminNote': 'Admin Note',
  'adminContact.selectAll': 'Select all submissions on this page',
  'adminContact.selectRow': 'Select the submission from {name}',

  'adminContact.loading': 'Loading...',
  'adminContact.empty': 'No submissions found.',
  'adminContact.loadFailed': 'Failed to load submissions',
  'adminContact.retry': 'Try again',
  'adminContact.total': '{total, plural, one {# submission} other {# submissions}}',

  'adminContact.bulk.label': 'Actions on the selected submissions',
  'adminContact.bulk.selected': '{count} selected',
  'adminContact.bulk.read': 'Mark as Read',
  'adminContact.bulk.archive': 'Archive',
  'adminContact.bulk.delete': 'Delete',
  'adminContact.bulk.deselect': 'Deselect All',
  'adminContact.bulk.done.read':
    '{affected, plural, =0 {No submission was changed.} one {# submission marked as read.} other {# submissions marked as read.}}',
  'adminContact.bulk.done.archive':
    '{affected, plural, =0 {No submission was changed.} one {# submission archived.} other {# submissions archived.}}',
  'adminContact.bulk.done.delete':
    '{affected, plural, =0 {No submission was deleted.} one {# submission deleted.} other {# submissions deleted.}}',
  'adminContact.bulk.failed': 'The action was not carried out.',
  'adminContact.confirmDelete.title': 'Confirm Delete',
  'adminContact.confirmDelete.text': 'Are you sure you want to delete {count} selected submission(s)? This action cannot be undone.',
  'adminContact.confirmDelete.cancel': 'Cancel',
  'adminContact.confirmDelete.ok': 'Delete',

  'adminContact.detail.title': 'Submission Details',
  'adminContact.detail.name': 'Name',
  'adminContact.detail.email': 'Email',
  'adminContact.detail.subject': 'Subject',
  'adminContact.detail.message': 'Message',
  'adminContact.detail.formType': 'Form',
  'adminContact.detail.date': 'Date',
  'adminContact.detail.ipAddress': 'IP Address',
  'adminContact.detail.userAgent': 'User Agent',
  'adminContact.detail.removed': 'Removed after the retention period',
  'adminContact.detail.trackingData': 'Tracking Data',
  'adminContact.detail.noTrackingData': 'None',
  'adminContact.detail.reproduce': 'Reproduce calculation',
  'adminContact.detail.reproduceHint': 'Opens the calculator with the reported inputs in a new tab.',
  'adminContact.detail.status': 'Status',
  'adminContact.detail.adminNote': 'Admin Note',
  'adminContact.detail.notePlaceholder': 'Add a note...',
  'adminContact.detail.close': 'Close',
  'adminContact.detail.save': 'Save',
  'adminContact.detail.saving': 'Saving...',
  'adminContact.detail.saved': 'Submission updated successfully.',
  'adminContact.detail.saveFailed': 'Failed to update submission.',
  'adminContact.detail.markReadFailed': 'This message could not be marked as read.',

  'adminContact.prev': 'Prev',
  'adminContact.page': 'Page {page}',
  'adminContact.next': 'Next',
  'adminContact.pagination': 'Pages of submissions',

  'adminContact.export': 'Export CSV',
  'adminContact.exporting': 'Exporting...',
  'adminContact.exportFailed': 'The CSV export failed.',
};

export type ContactMessageId = keyof typeof en;

export const de: Record<ContactMessageId, string> = {
  'adminContact.filters': 'Anfragen filtern',
  'adminContact.filter.search': 'Suche',
  'adminContact.filter.searchPlaceholder': 'Name, E-Mail, Betreff, Nachricht …',
  'adminContact.filter.status': 'Status',
  'adminContact.filter.form': 'Formular',
  'adminContact.filter.allForms': 'Alle Formulare',
  'adminContact.filter.from': 'Von',
  'adminContact.filter.to': 'Bis',
  'adminContact.filter.submit': 'Filtern',
  'adminContact.filter.toBeforeFrom': 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.',

  'adminContact.status.all': 'Alle',
  'adminContact.status.unread': 'Ungelesen',
  'adminContact.status.read': 'Gelesen',
  'adminContact.status.archived': 'Archiviert',

  'adminContact.formType.general': 'Allgemein',
  'adminContact.formType.feedback': 'Feedback',
  'adminContact.formType.partnership': 'Partnerschaft',
  'adminContact.formType.wrong-figure': 'Meldung eines falschen Werts',

  'adminContact.col.select': 'Auswahl',
  'adminContact.col.name': 'Name',
  'adminContact.col.email': 'E-Mail',
  'adminContact.col.subject': 'Betreff',
  'adminContact.col.date': 'Datum',
  'adminContact.col.status': 'Status',
  'adminContact.col.adminNote': 'Notiz',
  'adminContact.selectAll': 'Alle Anfragen dieser Seite auswählen',
  'adminContact.selectRow': 'Die Anfrage von {name} auswählen',

  'adminContact.loading': 'Wird geladen …',
  'adminContact.empty': 'Keine Anfragen gefunden.',
  'adminContact.loadFailed': 'Die Anfragen konnten nicht geladen werden',
  'adminContact.retry': 'Erneut versuchen',
  'adminContact.total': '{total, plural, one {# Anfrage} other {# Anfragen}}',

  'adminContact.bulk.label': 'Aktionen für die ausgewählten Anfragen',
  'adminContact.bulk.selected': '{count} ausgewählt',
  'adminContact.bulk.read': 'Als gelesen markieren',
  'adminContact.bulk.archive': 'Archivieren',
  'adminContact.bulk.delete': 'Löschen',
  'adminContact.bulk.deselect': 'Auswahl aufheben',
  'adminContact.bulk.done.read':
    '{affected, plural, =0 {Keine Anfrage wurde geändert.} one {# Anfrage als gelesen markiert.} other {# Anfragen als gelesen markiert.}}',
  'adminContact.bulk.done.archive':
    '{affected, plural, =0 {Keine Anfrage wurde geändert.} one {# Anfrage archiviert.} other {# Anfragen archiviert.}}',
  'adminContact.bulk.done.delete':
    '{affected, plural, =0 {Keine Anfrage wurde gelöscht.} one {# Anfrage gelöscht.} other {# Anfragen gelöscht.}}',
  'adminContact.bulk.failed': 'Die Aktion wurde nicht ausgeführt.',
  'adminContact.confirmDelete.title': 'Löschen bestätigen',
  'adminContact.confirmDelete.text':
    '{count, plural, one {Möchten Sie die ausgewählte Anfrage wirklich löschen?} other {Möchten Sie die # ausgewählten Anfragen wirklich löschen?}} Das kann nicht rückgängig gemacht werden.',
  'adminContact.confirmDelete.cancel': 'Abbrechen',
  'adminContact.confirmDelete.ok': 'Löschen',

  'adminContact.detail.title': 'Details der Anfrage',
  'adminContact.detail.name': 'Name',
  'adminContact.detail.email': 'E-Mail',
  'adminContact.detail.subject': 'Betreff',
  'adminContact.detail.message': 'Nachricht',
  'adminContact.detail.formType': 'Formular',
  'adminContact.detail.date': 'Datum',
  'adminContact.detail.ipAddress': 'IP-Adresse',
  'adminContact.detail.userAgent': 'User-Agent',
  'adminContact.detail.removed': 'Nach der Aufbewahrungsfrist entfernt',
  'adminContact.detail.trackingData': 'Tracking-Daten',
  'adminContact.detail.noTrackingData': 'Keine',
  'adminContact.detail.reproduce': 'Berechnung nachvollziehen',
  'adminContact.detail.reproduceHint': 'Öffnet den Rechner mit den gemeldeten Eingaben in einem neuen Tab.',
  'adminContact.detail.status': 'Status',
  'adminContact.detail.adminNote': 'Notiz',
  'adminContact.detail.notePlaceholder': 'Notiz hinzufügen …',
  'adminContact.detail.close': 'Schließen',
  'adminContact.detail.save': 'Speichern',
  'adminContact.detail.saving': 'Wird gespeichert …',
  'adminContact.detail.saved': 'Die Anfrage wurde gespeichert.',
  'adminContact.detail.saveFailed': 'Die Anfrage konnte nicht gespeichert werden.',
  'adminContact.detail.markReadFailed': 'Diese Nachricht konnte nicht als gelesen markiert werden.',

  'adminContact.prev': 'Zurück',
  'adminContact.page': 'Seite {page}',
  'adminContact.next': 'Weiter',
  'adminContact.pagination': 'Seiten der Anfragen',

  'adminContact.export': 'CSV exportieren',
  'adminContact.exporting': 'Wird exportiert …',
  'adminContact.exportFailed': 'Der CSV-Export ist fehlgeschlagen.',
};

export const contactMessages = { en, de } as const;
