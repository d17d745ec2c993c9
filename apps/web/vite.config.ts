import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/** Paths the dev server forwards to the Bidright server (REST, token endpoint, uploads, dev outbox, live stream). */
const PROXIED_PATHS = ['/api', '/connect', '/files', '/dev', '/bidright.live.v1.AuctionLive'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify('0.1.1'),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      PROXIED_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is ~590 kB minified; it is one cached vendor chunk, not app code.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the cached UI kit.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
