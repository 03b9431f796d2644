import { PENDING_TOAST_KEY } from './toast-key';

/**
 * Toasts (docs/product.md, "Logout"; "Constants and limits": 3000 ms). Plain DOM, no component
 * library: the logout toasts must appear at once (one of them precedes a reload by 100 ms), and this module loads
 * only with the user menu or after such a reload. A toast shown just before a reload is kept in sessionStorage and
 * shown again by the reloaded page for the rest of its time, so that the visitor can read it.
 */
export interface Toast {
  readonly title?: string;
  readonly text: string;
}

export const TOAST_DURATION_MS = 3000;

let region: HTMLElement | undefined;

function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'toast-region';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}

/** Shows a toast for `duration` ms (3000 by default); returns a function that removes it earlier. */
export function showToast(toast: Toast, duration: number = TOAST_DURATION_MS): () => void {
  const element = document.createElement('div');
  element.className = 'toast';
  element.dataset.testid = 'toast';
  if (toast.title) {
    const title = document.createElement('p');
    title.className = 'toast-title';
    title.textContent = toast.title;
    element.append(title);
  }
  const text = document.createElement('p');
  text.className = 'toast-text';
  text.textContent = toast.text;
  element.append(text);
  toastRegion().append(element);
  const remove = () => {
    window.clearTimeout(timer);
    element.remove();
  };
  const timer = window.setTimeout(remove, Math.max(0, duration));
  return remove;
}

/** Shows a toast now and keeps it for the page that a reload about to happen will show. */
export function showToastAcrossReload(toast: Toast, duration: number = TOAST_DURATION_MS): void {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ ...toast, until: Date.now() + duration }));
  } catch {
    // Storage blocked: the toast shows until the reload only.
  }
  showToast(toast, duration);
}

/** After a reload: the toast kept by showToastAcrossReload, for what is left of its time. */
export function showPendingToast(now: number = Date.now()): void {
  let pending: (Toast & { until?: unknown }) | undefined;
  try {
    const raw = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
    pending = raw ? (JSON.parse(raw) as Toast & { until?: unknown }) : undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || typeof pending.text !== 'string' || typeof pending.until !== 'number' || pending.until <= now) return;
  showToast({ text: pending.text, ...(typeof pending.title === 'string' ? { title: pending.title } : {}) }, pending.until - now);
}
