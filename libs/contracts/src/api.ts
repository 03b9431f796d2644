import type { FieldIssue } from './fields';

/** Calculator success envelope (docs/api.md, "Conventions"). */
export interface ApiSuccess<T> {
  readonly success: true;
  readonly data: T;
}

/** Every failure, whatever the status. */
export interface ApiFailure {
  readonly success: false;
  readonly error: string;
  readonly details?: readonly FieldIssue[];
}

export interface HealthResponse {
  readonly status: 'ok' | 'error';
  readonly database: 'up' | 'down';
  readonly version: string;
}
