/** The parts of a user the initials are made of (any of them may be missing or blank). */
export interface InitialsSource {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly username?: string | null;
}

/** The first letter (a whole character, so an emoji or a letter outside the BMP is not cut in half). */
const firstCharacter = (text: string): string => Array.from(text)[0] ?? '';

/**
 * The user menu's initials (docs/product.md, "Layout"): the first letters of the first and last name; otherwise the
 * first two letters of the username, upper-cased; otherwise "U". Names count only when both are there, after trimming.
 */
export function userInitials(user: InitialsSource | null | undefined): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first && last) return `${firstCharacter(first)}${firstCharacter(last)}`.toUpperCase();
  const username = user?.username?.trim() ?? '';
  if (username) return Array.from(username).slice(0, 2).join('').toUpperCase();
  return 'U';
}
