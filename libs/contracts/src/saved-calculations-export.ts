import { CSV_BOM, csvLine } from './csv';
import type { SavedCalculation, SavedCalculationExportFormat } from './desktop-bridge';

const number = (value: number | undefined): string => (value === undefined ? '' : String(value));

const columns: readonly { readonly title: string; readonly value: (row: SavedCalculation) => string }[] = [
  { title: 'Client', value: (row) => row.client },
  { title: 'Name', value: (row) => row.name },
  { title: 'Calculator', value: (row) => row.calculation.calculatorName },
  { title: 'Tax year', value: (row) => row.calculation.taxYear },
  {
    title: 'Inputs',
    value: (row) =>
      Object.entries(row.calculation.inputs)
        .map(([key, value]) => `${key}=${value}`)
        .join('; '),
  },
  { title: 'Currency', value: (row) => row.calculation.result.currency },
  { title: 'Amount', value: (row) => number(row.calculation.result.inputAmount) },
  { title: 'Total tax', value: (row) => number(row.calculation.result.totalTax) },
  { title: 'Net', value: (row) => number(row.calculation.result.netAmount) },
  { title: 'Effective rate (%)', value: (row) => number(row.calculation.result.effectiveRate) },
  { title: 'Link', value: (row) => row.calculation.url },
  { title: 'Saved', value: (row) => row.createdAt },
  { title: 'Updated', value: (row) => row.updatedAt },
];

/** Saved calculations as a spreadsheet: BOM, a header row, one CRLF row each, in the order given. */
export function savedCalculationsCsv(rows: readonly SavedCalculation[]): string {
  return (
    CSV_BOM +
    csvLine(columns.map((column) => column.title)) +
    rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('')
  );
}

/** Saved calculations as JSON, marked with a format and version so that a later import can recognise the file. */
export function savedCalculationsJson(rows: readonly SavedCalculation[]): string {
  return `${JSON.stringify({ format: 'taxatlas-saved-calculations', version: 1, calculations: rows }, null, 2)}\n`;
}

/** `taxatlas-saved-calculations-2026-11-23.csv`: the day of the export, in UTC. */
export function savedCalculationsExportFileName(format: SavedCalculationExportFormat, now: Date): string {
  return `taxatlas-saved-calculations-${now.toISOString().slice(0, 10)}.${format}`;
}
