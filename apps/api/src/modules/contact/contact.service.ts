import { randomUUID } from 'node:crypto';
import { type FilterQuery, MikroORM, sql } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import {
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
import { containsPattern } from '../../common/database/contains-pattern';
import { NotFoundError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { type ContactSubmissionRow, ContactSubmissionSchema } from './entities/contact-submission.entity';

const DAY_MS = 86_400_000;
/** Rows read per query while a CSV export streams: memory stays flat whatever the export's size. */
const EXPORT_BATCH = 500;
const USER_AGENT_MAX_LENGTH = 512;

/** What happened to a message the visitor was told was sent. */
export type ContactOutcome = 'stored' | 'held' | 'dropped';

function toDto(row: ContactSubmissionRow): ContactSubmission {
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

/** The filter of the inbox and of the export. A fresh object each time: raw fragments are single-use. */
function whereOf(filter: ContactFilter): FilterQuery<ContactSubmissionRow> {
  const where: FilterQuery<ContactSubmissionRow> & Record<string, unknown> = {};
  if (filter.status) where.status = filter.status;
  if (filter.formType) where.formType = filter.formType;
  const createdAt: { $gte?: Date; $lt?: Date } = {};
  if (filter.from) createdAt.$gte = new Date(`${filter.from}T00:00:00.000Z`);
  // "to" is a whole day, included: everything before the next midnight (UTC).
  if (filter.to) createdAt.$lt = new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + DAY_MS);
  if (filter.from || filter.to) where.createdAt = createdAt;
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.$or = (['name', 'email', 'subject', 'message'] as const).map((column) => ({ [sql.lower(column)]: { $like: pattern } }));
  }
  return where;
}

const newestFirst = [{ createdAt: 'desc' }, { id: 'asc' }] as const;

/** The contact form's messages and the admin's inbox. */
@Injectable()
export class ContactService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores a visitor's message with the address and User-Agent the server saw. A filled honeypot (a field people never
   * see) drops it: only a bot fills it. A form sent within CONTACT_MIN_FILL_MS of being opened is kept, archived with
   * a note, rather than dropped: autofill or a skewed client clock can make a person that fast, and a message the
   * visitor was told was sent must never be lost. Either way the answer is the same, so a bot learns nothing.
   */
  async create(body: ContactCreateParsedRequest, client: SessionClient): Promise<ContactOutcome> {
    if (body.website && body.website.trim() !== '') return 'dropped';
    const now = this.clock.now();
    const elapsed = body.startedAt === undefined ? undefined : now.getTime() - body.startedAt;
    // A negative time means the visitor's clock runs ahead of ours: that says nothing about speed, so it is not held.
    const tooFast = elapsed !== undefined && elapsed >= 0 && elapsed < CONTACT_MIN_FILL_MS;
    const em = this.orm.em.fork();
    em.create(ContactSubmissionSchema, {
      id: randomUUID(),
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      formType: body.formType,
      status: tooFast ? 'archived' : 'unread',
      adminNote: tooFast ? `Held as likely spam: sent ${Math.max(0, elapsed)} ms after the form was opened.` : '',
      trackingData: body.trackingData ? JSON.stringify(body.trackingData) : null,
      ipAddress: client.ip,
      userAgent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return tooFast ? 'held' : 'stored';
  }

  async list(query: ContactListParsedQuery): Promise<ContactSubmissionList> {
    const em = this.orm.em.fork();
    const total = await em.count(ContactSubmissionSchema, whereOf(query));
    if (total === 0 || (query.page - 1) * CONTACT_PAGE_SIZE >= total) return { data: [], total };
    const rows = await em.find(ContactSubmissionSchema, whereOf(query), {
      orderBy: [...newestFirst],
      limit: CONTACT_PAGE_SIZE,
      offset: (query.page - 1) * CONTACT_PAGE_SIZE,
    });
    return { data: rows.map(toDto), total };
  }

  /** Every row of the filter, newest first, read in batches by keyset (no OFFSET: each batch costs the same). */
  async *exportRows(filter: ContactFilter): AsyncGenerator<ContactSubmission> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const em = this.orm.em.fork();
      const where: FilterQuery<ContactSubmissionRow> = after
        ? {
            $and: [
              whereOf(filter),
              { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $gt: after.id } }] },
            ],
          }
        : whereOf(filter);
      const rows = await em.find(ContactSubmissionSchema, where, { orderBy: [...newestFirst], limit: EXPORT_BATCH });
      for (const row of rows) yield toDto(row);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: new Date(last.createdAt), id: last.id };
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
    return this.orm.em.fork().count(ContactSubmissionSchema, { status: 'unread' });
  }
}
