import AppContext from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * The app's message, notification and modal (antd's App context, which app/providers.tsx fills with holders
 * loaded on first use; ADR 0080). Read here rather than through antd's `App.useApp()`: that keeps antd's whole
 * App component, with the three holders' code, in every page that calls it.
 */
export const useFeedback = () => useContext(AppContext);
