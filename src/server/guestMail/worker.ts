import type { Kysely } from 'kysely';
import { retryDelay } from '../../domain/guestJourney';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail';
import { nowIso } from '../db/repository';
import { businessReplyTo } from './outbox';

/** How long a claimed message is another instance's: past it, a crashed sender's message is tried again. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

type Log = { error(message: unknown): void };

/**
 * Sends the outbox's due messages over SMTP, after the writes that made them committed. Each message is claimed by
 * one conditional update (status and due time in its WHERE), so of two instances on one PostgreSQL database
 * exactly one sends it; a failure is kept on the message and tried again later, doubling the wait, until the
 * attempts run out and it is marked failed. Nothing here runs inside a request: no answer waits for the mail server.
 */
export class GuestOutbox {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  /** Jobs run on each round before the sending (the day-before reminders). */
  readonly rounds: Array<() => Promise<void>> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly log: Log,
  ) {}

  /** Looks for due messages every poll interval until stopped. */
  start() {
    this.timer = setInterval(() => this.kick(), this.mailer.outbox.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }

  /** Sends what is due now (a booking just committed one); a round under way runs once more after it. */
  kick() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch((error: unknown) => this.log.error(error))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no round is under way (tests wait on it). */
  async idle() {
    while (this.running) await this.running;
  }

  private async round() {
    for (const job of this.rounds) await job();
    for (;;) {
      const due = await this.dueIds();
      if (due.length === 0) return;
      for (const id of due) if (await this.claim(id)) await this.send(id);
      if (due.length < BATCH) return;
    }
  }

  private async dueIds(): Promise<number[]> {
    const now = nowIso();
    const rows = await this.db
      .selectFrom('guest_messages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
        ]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Takes the message for this instance: true only for the one update that found it still due. */
  private async claim(id: number): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .updateTable('guest_messages')
      .set((eb) => ({
        status: 'sending',
        claimed_until: new Date(Date.now() + CLAIM_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async send(id: number) {
    const message = await this.db
      .selectFrom('guest_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const replyTo = await businessReplyTo(this.db);
    try {
      await this.mailer.send({
        from: this.mailer.from ?? replyTo,
        to: message.to_name ? { name: message.to_name, address: message.to_email } : message.to_email,
        replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await this.db
        .updateTable('guest_messages')
        .set({ status: 'sent', sent_at: nowIso(), claimed_until: null, last_error: '', updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const { maxAttempts, retryMs } = this.mailer.outbox;
      const givenUp = message.attempts >= maxAttempts;
      await this.db
        .updateTable('guest_messages')
        .set({
          status: givenUp ? 'failed' : 'pending',
          next_attempt_at: new Date(Date.now() + retryDelay(message.attempts, retryMs)).toISOString(),
          claimed_until: null,
          last_error: reason.slice(0, 500),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    }
  }
}
