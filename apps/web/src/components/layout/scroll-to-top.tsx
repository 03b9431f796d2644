import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change scrolls to the top (docs/product.md, "Layout"); query-only changes keep the position. The
 * first page is left where it is: the browser placed it, and a visitor may already have scrolled the pre-rendered page.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
