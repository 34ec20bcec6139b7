import { answerConnectionStatusRequests } from '@/lib/connection/answer-status';

export default defineBackground(() => {
  // Listeners are registered synchronously so a waking service worker sees the first message.
  answerConnectionStatusRequests();
});
