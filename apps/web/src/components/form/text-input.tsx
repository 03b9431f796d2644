import type { InputHTMLAttributes } from 'react';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** Shown inside the box before the text, e.g. a currency sign; not part of the value. */
  readonly prefix?: string;
  readonly invalid?: boolean;
}

/** A native <input> in the same box as NativeSelect, with an optional prefix (£, $, €) drawn inside it. */
export function TextInput({ prefix, invalid, className, ...props }: TextInputProps) {
  return (
    <span className={`text-input${invalid ? ' text-input-invalid' : ''}${className ? ` ${className}` : ''}`}>
      {prefix ? (
        <span className="text-input-prefix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input {...props} aria-invalid={invalid || undefined} />
    </span>
  );
}
