import * as z from 'zod/mini';

const apiKey = z.string().check(z.trim(), z.minLength(1));

/**
 * What is stored under `local:connection`. The key is optional so that "Forget key" can drop it
 * while the server address stays filled in. Only the background reads this record.
 */
export const storedConnectionSchema = z.object({
  serverUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.optional(apiKey),
  /** The user's explicit choice to send the key over plain HTTP to a non-loopback host. */
  allowInsecureHttp: z.optional(z.boolean()),
});
export type StoredConnection = z.infer<typeof storedConnectionSchema>;

/**
 * How the extension reaches the user's phpShort server: a stored connection that has a key.
 * The API key is a secret: only the background reads this; UI pages learn a {@link ConnectionStatus}.
 */
export const connectionSchema = z.object({
  serverUrl: z.url({ protocol: /^https?$/ }),
  apiKey,
  allowInsecureHttp: z.optional(z.boolean()),
});

export type Connection = z.infer<typeof connectionSchema>;
