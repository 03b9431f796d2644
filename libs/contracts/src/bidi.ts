/**
 * Unicode's explicit direction controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the
 * LRM, RLM and Arabic letter marks (U+200E, U+200F, U+061C). In a one-line label such as a sender's name they serve
 * no honest purpose (right-to-left letters run right to left without them) and a right-to-left override makes
 * "Mallory\u202Egro.evil" read as another name, so they are removed where such a label is accepted.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}
