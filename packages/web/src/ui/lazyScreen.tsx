import { lazy, useState, type ComponentProps, type ComponentType, type JSX } from 'react';

// Any props, as React's own lazy() takes: the screen passes them through unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A screen loaded on first use, with `preload()` to start its download before React reaches it. */
export type LazyScreen<C extends AnyComponent> = ((props: ComponentProps<C>) => JSX.Element) & { preload: () => Promise<unknown> };

/**
 * `lazy()` that doesn't suspend once the module is loaded. React's lazy() suspends on its first
 * render even when the chunk has long arrived (the import's promise is new to it): the frame shows
 * its fallback, and React holds the screen back until a retry renders it, time-sliced — on a 4x
 * throttled phone a warm start spent ~0.3 s per level so (issue 37). Here, a screen whose module came
 * in (preloaded with the route, routes.tsx preloadRouteChunks) renders at once; only a screen still
 * on its way suspends.
 */
export function lazyScreen<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyScreen<C> {
  let loaded: C | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next preload (or render) tries again.
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  function Screen(props: ComponentProps<C>) {
    // Chosen once per mounted screen: switching from the suspending one to the loaded one would remount it.
    const [Component] = useState<AnyComponent>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
