import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export interface UnsavedChangesPrompt {
  /** A navigation inside the app waits for the answer: show the question. */
  readonly asking: boolean;
  readonly leave: () => void;
  readonly stay: () => void;
}

/**
 * While `when` is true: a navigation inside the app to another page waits until the person answers leave or stay
 * (the screen shows the question while `asking`), and closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedChangesPrompt(when: boolean): UnsavedChangesPrompt {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return {
    asking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
