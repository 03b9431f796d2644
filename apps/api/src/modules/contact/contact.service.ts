import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { SqlitePlatform } from '@mikro-orm/sqlite';
import { Inject, Injectable } from '@nestjs/common';
import {
  CONTACT_CLOCK_SKEW_MS,
  CONTACT_MIN_FILL_MS,
  CONTACT_PAGE_SIZE,
  type ContactBulkParsedRequest,
  type ContactCreateParsedRequest,
  type ContactFilter,
  type ContactListParsedQuery,
  type ContactSubmission,
  type ContactSubmissionList,
  type ContactUpdateParsedRequest,
} from '@taxatlas/contracts/contact';
import type { SessionClient } from '../../common/auth/session-client.decorator';
import { NotFoundError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { contactFilterSql, type DatabaseKind } from './contact-filter';
import { type ContactSubmissionRow, ContactSubmissionSchema } from './entities/contact-submission.entity';

/** Rows read per query while a CSV export streams: memory stays flat whatever the export's size. */
const EXPORT_BATCH = 1_000;
const USER_AGENT_MAX_LENGTH = 512;

/** What happened to a message the visitor was told was sent. */
export type ContactOutcome = 'stored' | 'held' | 'dropped';

/** A submission as the raw queries read it: the date is a Date on PostgreSQL, epoch milliseconds on SQLite. */
type SubmissionFields = Omit<ContactSubmissionRow, 'createdAt' | 'updatedAt'> & { createdAt: Date | number | string };

const submissionColumns =
  'c."id", c."name", c."email", c."subject", c."message", c."form_type" as "formType", c."status", c."admin_note" as "adminNote", ' +
  'c."tracking_data" as "trackingData", c."ip_address" as "ipAddress", c."user_agent" as "userAgent", c."created_at" as "createdAt"';
/** Newest first; ties (messages of the same millisecond) by id, the same on both databases. */
const newestFirst = 'order by c."created_at" desc, c."id" asc';

function toDto(row: SubmissionFields): ContactSubmission {
  let trackingData: Record<string, unknown> | null = null;
  if (row.trackingData) {
    try {
      trackingData = JSON.parse(row.trackingData) as Record<string, unknown>;
    } catch {
      trackingData = null;
    }
  }
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    adminNote: row.adminNote,
    createdAt: new Date(row.createdAt).toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    trackingData,
    formType: row.formType,
  };
}

/**
 * Why a form sent `elapsedMs` after it was opened (by the visitor's startedAt) looks like a bot's, or undefined: sent
 * within CONTACT_MIN_FILL_MS, or opened further in the future than CONTACT_CLOCK_SKEW_MS. A smaller negative time is a
 * visitor whose clock runs ahead of ours, which says nothing about speed.
 */
function heldForTiming(elapsedMs: number): string | undefined {
  if (elapsedMs < -CONTACT_CLOCK_SKEW_MS) return `its form says it was opened ${Math.round(-elapsedMs / 1000)} s in the future`;
  if (elapsedMs >= 0 && elapsedMs < CONTACT_MIN_FILL_MS) return `sent ${elapsedMs} ms after the form was opened`;
  return undefined;
}

/** The contact form's messages and the admin's inbox. */
@Injectable()
export class ContactService {
  private searchIndex: Promise<boolean> | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores a visitor's message with the address and User-Agent the server saw. A filled honeypot (a field people never
   * see; any value, white space included) drops it: only a bot fills it. A form whose timing is a bot's (heldForTiming)
   * is kept, archived with a note, rather than dropped: autofill or a skewed client clock can make a person look like
   * that, and a message the visitor was told was sent must never be lost. Either way the answer is the same, so a bot
   * learns nothing.
   */
  async create(body: ContactCreateParsedRequest, client: SessionClient): Promise<ContactOutcome> {
    if (body.website !== undefined && body.website !== '') return 'dropped';
    const now = this.clock.now();
    const heldBecause = heldForTiming(now.getTime() - body.startedAt);
    const em = this.orm.em.fork();
    em.create(ContactSubmissionSchema, {
      id: randomUUID(),
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      formType: body.formType,
      status: heldBecause ? 'archived' : 'unread',
      adminNote: heldBecause ? `Held as likely spam: ${heldBecause}.` : '',
      trackingData: body.trackingData ? JSON.stringify(body.trackingData) : null,
      ipAddress: client.ip,
      userAgent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return heldBecause ? 'held' : 'stored';
  }

  /**
   * A page of the inbox and the filter's total, built for a million messages (docs/performance.md, "Contact inbox on a
   * big site"): the filter is contactFilterSql's, a search first narrowed by the trigram index. With a search, one pass
   * over the matches yields the page and the total (count(*) over ()); without one, the total comes from the counts
   * kept per status and form type (or, with dates, is counted along an index) and the page is read along (created_at)
   * or (status, created_at).
   */
  async list(query: ContactListParsedQuery): Promise<ContactSubmissionList> {
    const connection = this.orm.em.fork().getConnection();
    const { where, params } = contactFilterSql(query, this.kind(), await this.hasSearchIndex());
    const offset = (query.page - 1) * CONTACT_PAGE_SIZE;
    const countAll = async () => {
      const [row] = (await connection.execute(`select count(*) as "total" from "contact_submissions" c ${where}`, params)) as {
        total: number | string;
      }[];
      return Number(row?.total ?? 0);
    };

    let ids: string[];
    let total: number;
    if (query.search) {
      // The matches first, then their order: given the LIMIT, PostgreSQL's planner would otherwise walk created_at's
      // index and test every message, instead of asking the search index for the few that match.
      const rows = (await connection.execute(
        `with "matches" as materialized (select c."id", c."created_at" from "contact_submissions" c ${where}) ` +
          `select "id", count(*) over () as "total" from "matches" order by "created_at" desc, "id" asc limit ? offset ?`,
        [...params, CONTACT_PAGE_SIZE, offset],
      )) as { id: string; total: number | string }[];
      ids = rows.map((row) => row.id);
      total = rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countAll() : 0;
    } else {
      total = query.from || query.to ? await countAll() : await this.keptCount(query);
      if (total === 0 || offset >= total) return { data: [], total };
      const rows = (await connection.execute(`select c."id" from "contact_submissions" c ${where} ${newestFirst} limit ? offset ?`, [
        ...params,
        CONTACT_PAGE_SIZE,
        offset,
      ])) as { id: string }[];
      ids = rows.map((row) => row.id);
    }
    if (ids.length === 0) return { data: [], total };
    const rows = (await connection.execute(
      `select ${submissionColumns} from "contact_submissions" c where c."id" in (${ids.map(() => '?').join(', ')})`,
      ids,
    )) as SubmissionFields[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { data: ids.flatMap((id) => byId.get(id) ?? []).map(toDto), total };
  }

  /**
   * Every message of the filter, newest first, a batch of rows at a time, read by keyset (no OFFSET: each batch costs the
   * same) as raw rows (no entities): memory stays flat and a CSV line costs little more than its text.
   */
  async *exportBatches(filter: ContactFilter): AsyncGenerator<ContactSubmission[]> {
    const kind = this.kind();
    const searchIndex = await this.hasSearchIndex();
    let after: { createdAt: unknown; id: string } | undefined;
    for (;;) {
      const { where, params } = contactFilterSql(filter, kind, searchIndex);
      const keyset = after ? `(c."created_at" < ? or (c."created_at" = ? and c."id" > ?))` : undefined;
      const conditions = [where.replace(/^where /, ''), keyset].filter(Boolean).join(' and ');
      const rows = (await this.orm.em
        .fork()
        .getConnection()
        .execute(
          `select ${submissionColumns} from "contact_submissions" c ${conditions ? `where ${conditions}` : ''} ${newestFirst} limit ?`,
          // The last row's date goes back as the database gave it (milliseconds on SQLite, a Date on PostgreSQL).
          [...params, ...(after ? [after.createdAt, after.createdAt, after.id] : []), EXPORT_BATCH],
        )) as SubmissionFields[];
      if (rows.length > 0) yield rows.map(toDto);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  async update(id: string, changes: ContactUpdateParsedRequest): Promise<void> {
    const em = this.orm.em.fork();
    const row = await em.findOne(ContactSubmissionSchema, { id });
    if (!row) throw new NotFoundError(`Submission not found: ${id}`);
    if (changes.status !== undefined) row.status = changes.status;
    if (changes.adminNote !== undefined) row.adminNote = changes.adminNote;
    row.updatedAt = this.clock.now();
    await em.flush();
  }

  /** Marks read, archives or deletes the named submissions; ids that are none are skipped. */
  async bulk(request: ContactBulkParsedRequest): Promise<number> {
    const em = this.orm.em.fork();
    const where = { id: { $in: [...new Set(request.ids)] } };
    if (request.action === 'delete') return em.nativeDelete(ContactSubmissionSchema, where);
    const status = request.action === 'read' ? 'read' : 'archived';
    return em.nativeUpdate(ContactSubmissionSchema, where, { status, updatedAt: this.clock.now() });
  }

  async unreadCount(): Promise<number> {
    return this.keptCount({ status: 'unread' });
  }

  /** The number of messages of a status and form type (either or neither), from the counts the triggers keep. */
  private async keptCount(filter: Pick<ContactFilter, 'status' | 'formType'>): Promise<number> {
    const conditions: string[] = [];
    const params: string[] = [];
    if (filter.status) {
      conditions.push('"status" = ?');
      params.push(filter.status);
    }
    if (filter.formType) {
      conditions.push('"form_type" = ?');
      params.push(filter.formType);
    }
    const [row] = (await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `select coalesce(sum("submissions"), 0) as "total" from "contact_submission_counts"${conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''}`,
        params,
      )) as { total: number | string }[];
    return Number(row?.total ?? 0);
  }

  private kind(): DatabaseKind {
    return this.orm.em.getPlatform() instanceof SqlitePlatform ? 'sqlite' : 'postgresql';
  }

  /** Whether the migration's search index exists (PostgreSQL without pg_trgm has none); asked once. */
  private hasSearchIndex(): Promise<boolean> {
    this.searchIndex ??= this.orm.em
      .getConnection()
      .execute<{ found: number | string }[]>(
        this.kind() === 'sqlite'
          ? `select count(*) as "found" from "sqlite_master" where "type" = 'table' and "name" = 'contact_search'`
          : `select count(*) as "found" from "pg_indexes" where "indexname" = 'contact_submissions_search_trgm_index'`,
      )
      .then((rows) => Number(rows[0]?.found ?? 0) > 0);
    return this.searchIndex;
  }
}
