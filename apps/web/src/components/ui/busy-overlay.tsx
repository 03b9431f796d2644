import type { ReactNode } from 'react';

/**
 * Keeps its content visible but dimmed under a spinner and a label while `busy` (a new result on its way, the old one
 * still readable underneath).
 */
export function BusyOverlay({ busy, label, children }: { busy: boolean; label: string; children: ReactNode }) {
  return (
    <div className={`busy-overlay${busy ? ' is-busy' : ''}`}>
      {busy ? (
        <div className="busy-overlay-indicator">
          <span className="spinner spinner-small" aria-hidden="true" />
          <span>{label}</span>
        </div>
      ) : null}
      <div className="busy-overlay-content">{children}</div>
    </div>
  );
}
