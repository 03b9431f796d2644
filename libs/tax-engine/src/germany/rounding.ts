/** Rounds cents down to full 100 € (§ 10 Abs. 1 Satz 6 ErbStG: the taxable acquisition; § 11 Abs. 1 Satz 3 GewStG: the Gewerbeertrag). */
export function roundDownToFullHundredEuros(amountMinor: number): number {
  return Math.floor(amountMinor / 10_000) * 10_000;
}
