import { App } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export interface UnsavedChangesTexts {
  readonly title: string;
  readonly content: string;
  readonly okText: string;
  readonly cancelText: string;
}

/**
 * While `when` is true: a navigation inside the app to another page asks first (a dialog: leave or stay), and closing
 * or reloading the tab gets the browser's own "leave site?" question.
 */
export function useUnsavedChangesPrompt(when: boolean, texts: UnsavedChangesTexts): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      ...texts,
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
    // Only a new block opens the dialog; the texts are the same each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
