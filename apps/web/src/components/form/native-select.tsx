import type { SelectHTMLAttributes } from 'react';

/** A native <select> styled like antd's inputs: accessible, mobile-friendly and scriptable by end-to-end tests. */
export function NativeSelect({ className, invalid, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }) {
  return (
    <select
      {...props}
      aria-invalid={invalid || undefined}
      className={`native-select${invalid ? ' native-select-invalid' : ''}${className ? ` ${className}` : ''}`}
    />
  );
}
