import { startBackground } from '@/lib/background';

export default defineBackground(() => {
  startBackground();
});
