import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { downloadFile } from '../../lib/download-file';
import { formatMoney, formatPercent, isoDate } from '../../lib/format';

export interface ExportedCalculation {
  readonly type: string;
  /** The main amount entered, formatted (e.g. "£60,000.00"). */
  readonly inputAmount: string;
  readonly result: CalculationResult;
  /** ISO 8601. */
  readonly timestamp: string;
}

/** `<calculationType lowercase>-<YYYY-MM-DD>.json` */
export function exportFileName(result: CalculationResult, now: Date): string {
  return `${result.calculationType.toLowerCase()}-${isoDate(now)}.json`;
}

export function buildExport(result: CalculationResult, now: Date): ExportedCalculation {
  return {
    type: result.calculationType,
    inputAmount: formatMoney(result.inputAmount, result.currency),
    result,
    timestamp: now.toISOString(),
  };
}

/** Starts a browser download of the calculation as JSON. */
export function downloadExport(result: CalculationResult, now: Date = new Date()): string {
  const fileName = exportFileName(result, now);
  downloadFile(fileName, JSON.stringify(buildExport(result, now), null, 2), 'application/json');
  return fileName;
}

/** The text shared or copied: en-GB figures, whatever the UI language (docs/product.md, "Constants and limits"). */
export function shareText(result: CalculationResult, title: string, url: string): string {
  const money = (amount: number) => formatMoney(amount, result.currency);
  const lines = [
    `${title} (${result.taxYear})`,
    `Input: ${money(result.inputAmount)}`,
    `Total tax: ${money(result.totalTax)}`,
    ...(result.netAmount !== undefined ? [`Net: ${money(result.netAmount)}`] : []),
    `Effective rate: ${formatPercent(result.effectiveRate, 2)}`,
    url,
  ];
  return lines.join('\n');
}
