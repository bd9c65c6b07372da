import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };
type Render = (node: ReactElement, container: Container) => () => Promise<void>;

/** antd-mobile's imperative APIs (Toast.show, Dialog.alert) render through ReactDOM.render, which React 19 removed. */
const renderWithRoot: Render = (node, container) => {
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
};

let current = renderWithRoot;

/**
 * Stands in for antd-mobile's `es/utils/unstable-render` (the build redirects it here, scripts/antd-mobile-imports.ts):
 * React 19 rendering from the start, and the legacy render helpers it would pull into the shell stay out.
 */
export function unstableSetRender(render?: Render): Render {
  if (render) current = render;
  return current;
}
