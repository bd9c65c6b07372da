import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: ReturnType<typeof createRoot> };

/** antd-mobile's imperative APIs (Toast.show, Dialog.alert) render through ReactDOM.render, which React 19 removed. */
unstableSetRender((node, container: Container) => {
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
