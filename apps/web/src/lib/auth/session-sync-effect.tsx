import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { startSessionSync } from './session-sync';

/** Mounted once by the app's providers: the first session sync and the cross-tab sync (storage events). */
export function SessionSync() {
  const dispatch = useDispatch();
  useEffect(() => startSessionSync(dispatch), [dispatch]);
  return null;
}
