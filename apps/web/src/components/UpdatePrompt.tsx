import { Button } from 'antd';
import { useEffect } from 'react';
import { onAppUpdate } from '../lib/app-worker';
import { useFeedback } from '../lib/use-feedback';

const KEY = 'app-update';

/**
 * "A new version is available" with Reload, once a new build's service worker is installed and waiting
 * (lib/app-worker.ts). It stays until pressed: a bidder in a live auction chooses the moment to reload.
 */
export function UpdatePrompt() {
  const { notification } = useFeedback();
  useEffect(
    () =>
      onAppUpdate((reload) => {
        notification.info({
          key: KEY,
          title: 'A new version is available',
          description: 'Reload the page to use it.',
          duration: 0,
          actions: (
            <Button
              type="primary"
              onClick={() => {
                notification.destroy(KEY);
                void reload();
              }}
            >
              Reload
            </Button>
          ),
        });
      }),
    [notification],
  );
  return null;
}
