import type { FastifyInstance } from 'fastify';

export type OutboxKind = 'captcha' | 'sms';

/**
 * What the sandbox providers "send" (SMS codes, captcha answers), kept in memory so the developer and
 * the browser journeys can read them at /__dev/outbox. Registered only outside production mode: in
 * production nothing is recorded and the route does not exist.
 */
export class DevOutbox {
  private readonly entries = new Map<string, { value: string; at: number }>();
  readonly enabled: boolean;
  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  record(kind: OutboxKind, key: string, value: string): void {
    if (!this.enabled) return;
    if (this.entries.size > 1000) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(`${kind}:${key}`, { value, at: Date.now() });
  }

  read(kind: OutboxKind, key: string): string | null {
    return this.entries.get(`${kind}:${key}`)?.value ?? null;
  }

  register(app: FastifyInstance): void {
    if (!this.enabled) return;
    // A development aid outside production, not part of the API reference.
    app.get('/__dev/outbox', { config: { openapi: false } }, (request, reply) => {
      const q = request.query as { kind?: string; key?: string };
      const value = q.kind === 'captcha' || q.kind === 'sms' ? this.read(q.kind, q.key ?? '') : null;
      return value === null ? reply.status(404).send({ success: false, error: '没有记录' }) : { success: true, value };
    });
  }
}
