import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls to the top (product-spec.md, "Layout"); query-only changes keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
