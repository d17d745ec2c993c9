import AppContext from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's `App` as the build ships it (build/antd-app-context-only.ts puts this module where antd's index takes
 * its `App` from): `App.useApp()` reads antd's App context, which the app's providers fill with message,
 * notification and modal loaded on first use (app/feedback/, ADR 0080). antd's own App component renders the
 * three holders, and every page that called `App.useApp()` carried their code. Rendering `<App>` is a mistake
 * here: it says so.
 */
function App(): never {
  throw new Error(
    "antd's App component is not in this build; the app's providers give its context (ADR 0080)",
  );
}
App.useApp = () => useContext(AppContext);

export default App;
