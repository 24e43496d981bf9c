import { type ComponentType, createElement, lazy } from 'react';

/**
 * A component whose code loads when it first renders (React's `lazy`), which can be told to load
 * again after a failure: `lazy` keeps a failed load for good, so every later render would fail
 * the same way even once the code can be fetched. `retry` makes a fresh one.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = () => lazy(async () => ({ default: await load() }));
  let loaded = make();
  const Component = (props: P) => createElement(loaded, props);
  return {
    Component,
    retry: () => {
      loaded = make();
    },
  };
}
