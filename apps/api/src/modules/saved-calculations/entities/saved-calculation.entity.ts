import { EntitySchema } from '@mikro-orm/core';

/**
 * A calculation a tax professional saved for a client (docs/desktop.md, "Saved calculations"). `calculation` is the
 * results panel's snapshot as JSON text, the same on SQLite and PostgreSQL.
 */
export interface SavedCalculationRecord {
  id: string;
  client: string;
  name: string;
  calculation: string;
  createdAt: Date;
  updatedAt: Date;
}

export const SavedCalculationSchema = new EntitySchema<SavedCalculationRecord>({
  name: 'SavedCalculation',
  tableName: 'saved_calculations',
  indexes: [
    { name: 'saved_calculations_client_updated_at_index', properties: ['client', 'updatedAt'] },
    { name: 'saved_calculations_updated_at_index', properties: ['updatedAt'] },
  ],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    client: { type: 'string', length: 120 },
    name: { type: 'string', length: 160 },
    calculation: { type: 'text' },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', fieldName: 'updated_at' },
  },
});
