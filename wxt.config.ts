import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'phpShort Link Shortener',
    description: 'Shorten the current tab with your own phpShort server, and manage its links and spaces.',
    permissions: ['storage', 'activeTab'],
  }),
});
