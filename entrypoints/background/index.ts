import { startBackground } from '@/entrypoints/background/start';

export default defineBackground({
  // An ES module service worker shares chunks (zod, the polyfill, lib/) with the extension pages
  // instead of carrying its own copies: the package stays small.
  type: 'module',
  main() {
    startBackground();
  },
});
