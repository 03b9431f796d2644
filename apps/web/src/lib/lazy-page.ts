import { createElement, lazy, type ComponentType } from 'react';

/** A route's page component, fetched on first render, that can also be fetched ahead of time with `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { readonly preload: () => Promise<unknown> };

/**
 * Like React.lazy, except that a page whose code was preloaded renders at once instead of suspending. The
 * pre-rendered HTML of a page is replaced by the app's first render; preloading the page first lets that render be
 * the page itself (identical to the HTML), not the loading spinner.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(preload);
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Suspending as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}
