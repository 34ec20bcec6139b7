import * as z from 'zod/mini';

/**
 * How the extension reaches the user's phpShort server. The API key is a secret: only the
 * background reads this; UI pages learn a {@link ConnectionStatus} instead.
 */
export const connectionSchema = z.object({
  serverUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().check(z.trim(), z.minLength(1)),
});

export type Connection = z.infer<typeof connectionSchema>;
