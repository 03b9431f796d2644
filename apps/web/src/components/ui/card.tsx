import type { ReactNode } from 'react';

/** A white card with an optional heading row: plain markup and CSS, so the pages that use it load no component library. */
export function Card({ heading, className, children }: { heading?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={`card${className ? ` ${className}` : ''}`}>
      {heading ? <div className="card-head">{heading}</div> : null}
      <div className="card-body">{children}</div>
    </div>
  );
}
