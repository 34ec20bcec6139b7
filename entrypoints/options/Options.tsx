import { ConnectionSummary } from '@/components/ConnectionSummary';
import { useConnectionStatus } from '@/components/use-connection-status';

export function Options() {
  const connection = useConnectionStatus();
  return (
    <main class="options">
      <header class="brand">
        <img src="/icon/48.png" alt="" width={32} height={32} />
        <h1 class="options-title">phpShort Link Shortener</h1>
      </header>
      <section class="options-section" aria-labelledby="connection-heading">
        <h2 id="connection-heading">Server connection</h2>
        <ConnectionSummary state={connection} />
        <p class="muted">
          The form to enter your server address and API key comes in the next version. You will
          find your API key on your server at <code>/account/api</code>.
        </p>
      </section>
    </main>
  );
}
