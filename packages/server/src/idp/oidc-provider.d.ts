// oidc-provider 9 ships no types; this is the little of it the local identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  };
  export type ProviderGrant = {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
  export type KoaContextish = {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
    type: string;
    body: string;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (init: { accountId?: string; clientId?: string }): ProviderGrant;
      find(id: string): Promise<ProviderGrant | undefined>;
    };
    Client: { prototype: { redirectUriAllowed(value: string): boolean } };
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
