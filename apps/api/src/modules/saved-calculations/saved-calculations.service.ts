import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { SavedCalculation, SavedCalculationDraft } from '@taxatlas/contracts/desktop-bridge';
import {
  calculationSnapshotSchema,
  parseSavedCalculationChanges,
  parseSavedCalculationDraft,
  SavedCalculationInputError,
} from '@taxatlas/contracts/saved-calculations';
import { NotFoundError, RequestValidationError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { SavedCalculationSchema, type SavedCalculationRecord } from './entities/saved-calculation.entity';

/** The contract's validation errors as the API's 400, naming the fields. */
function validated<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof SavedCalculationInputError) throw new RequestValidationError(error.details);
    throw error;
  }
}

function toSavedCalculation(record: SavedCalculationRecord): SavedCalculation {
  return {
    id: record.id,
    client: record.client,
    name: record.name,
    // Stored by this service from a checked snapshot; parsed again so that a hand-edited row cannot reach the page.
    calculation: calculationSnapshotSchema.parse(JSON.parse(record.calculation)) as SavedCalculation['calculation'],
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

const newestFirst = [{ updatedAt: 'desc' }, { id: 'asc' }] as const;

/**
 * Saved calculations, per client. Used in-process by the desktop app (over its bridge, not HTTP): the local database is
 * one OS user's, so there is no owner column; the hosted site exposes no route to it.
 */
@Injectable()
export class SavedCalculationsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(filter: { client?: string } = {}): Promise<SavedCalculation[]> {
    const where = filter.client === undefined ? {} : { client: filter.client.trim() };
    const records = await this.orm.em.fork().find(SavedCalculationSchema, where, { orderBy: [...newestFirst] });
    return records.map(toSavedCalculation);
  }

  async findByIds(ids: readonly string[]): Promise<SavedCalculation[]> {
    if (ids.length === 0) return [];
    const records = await this.orm.em.fork().find(SavedCalculationSchema, { id: { $in: [...ids] } }, { orderBy: [...newestFirst] });
    return records.map(toSavedCalculation);
  }

  async save(draft: unknown): Promise<SavedCalculation> {
    const checked: SavedCalculationDraft = validated(() => parseSavedCalculationDraft(draft));
    const em = this.orm.em.fork();
    const now = this.clock.now();
    const record = em.create(SavedCalculationSchema, {
      id: randomUUID(),
      client: checked.client,
      name: checked.name,
      calculation: JSON.stringify(checked.calculation),
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return toSavedCalculation(record);
  }

  async rename(id: string, changes: unknown): Promise<SavedCalculation> {
    const checked = validated(() => parseSavedCalculationChanges(changes));
    const em = this.orm.em.fork();
    const record = await em.findOne(SavedCalculationSchema, { id });
    if (!record) throw new NotFoundError('Saved calculation not found');
    if (checked.client !== undefined) record.client = checked.client;
    if (checked.name !== undefined) record.name = checked.name;
    record.updatedAt = this.clock.now();
    await em.flush();
    return toSavedCalculation(record);
  }

  async remove(id: string): Promise<void> {
    const removed = await this.orm.em.fork().nativeDelete(SavedCalculationSchema, { id });
    if (removed === 0) throw new NotFoundError('Saved calculation not found');
  }
}
