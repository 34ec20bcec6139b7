import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from './start';

export default defineBackground({
  // An ES module service worker shares chunks (zod, the polyfill, lib/) with the extension pages
  // instead of carrying its own copies: the package stays small.
  type: 'module',
  main() {
    startBackground();
  },
});
