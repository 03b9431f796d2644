import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` for a pointer press (mouse, pen or touch) outside `ref`, or for Escape anywhere.
 * The listener is attached only while active; the latest `onDismiss` is always used.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: 'outside' | 'escape') => void): void {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && ref.current && !ref.current.contains(target)) latest.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown, { passive: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, ref]);
}
