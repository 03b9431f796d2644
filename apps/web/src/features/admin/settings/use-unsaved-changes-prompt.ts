import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router-dom';

export interface UnsavedChangesPrompt {
  /** A navigation inside the app waits for the answer: show the question. */
  readonly asking: boolean;
  readonly leave: () => void;
  readonly stay: () => void;
}

let promptCount = 0;

/**
 * While `when` is true: a navigation inside the app to another page waits until the person answers leave or stay
 * (the screen shows the question while `asking`), and closing or reloading the tab gets the browser's own question.
 *
 * DECISION: this is react-router's `useBlocker` written against the data router it exposes (getBlocker/deleteBlocker
 * and state.blockers, the calls useBlocker itself makes). Importing `useBlocker` would put the hook into the shared
 * framework chunk, which every public page loads first, and `/` has no room left under its 185 KB budget; the router's
 * blocker machinery is in that chunk already. Outside a data router (a plain <MemoryRouter>) only the tab-close
 * question applies.
 */
export function useUnsavedChangesPrompt(when: boolean): UnsavedChangesPrompt {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const [key] = useState(() => `unsaved-changes-${++promptCount}`);
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  }, [when]);

  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, ({ currentLocation, nextLocation }) => whenRef.current && currentLocation.pathname !== nextLocation.pathname);
    return () => router.deleteBlocker(key);
  }, [router, key]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocker = routerState?.blockers.get(key);
  return {
    asking: blocker?.state === 'blocked',
    leave: () => blocker?.proceed?.(),
    stay: () => blocker?.reset?.(),
  };
}
