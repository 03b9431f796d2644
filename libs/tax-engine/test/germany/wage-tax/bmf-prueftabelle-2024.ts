/**
 * The BMF's Prüftabellen for the PAP 2024: the annual wage tax by tax class for annual wages from 5,000 € to
 * 100,000 € in steps of 2,500 €, which the BMF publishes with each Programmablaufplan so that payroll software and
 * printed wage-tax tables can be checked against it.
 *
 * Source: Bundesministerium der Finanzen, Prüftabelle "Allgemeine Lohnsteuer" and Prüftabelle "Besondere Lohnsteuer"
 * zum Programmablaufplan 2024. The engine implements the PAP 2024 as changed in February 2024
 * (Kreditzweitmarktförderungsgesetz; XML pseudo-code Stand 2024-03-11,
 * https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2024.xml.xhtml), not the first version of
 * November 2023 and not the December 2024 PAP (Grundfreibetrag 11,784 €). Read in the transcription kept at
 * https://github.com/JakobWegmann/wtcalc, commit ddfd8f0 (2024-11-13); the BMF's PDFs themselves were not read:
 * - Allgemeine Lohnsteuer: data/test_data/prueftabelle_allgemeine_lohnsteuer.xlsx, sheet "2024", the table of the
 *   February 2024 PAP. (Its sheet "2024_January", the table of the November 2023 PAP, is 2 € to 13 € higher from
 *   20,000 € on and is not used.)
 * - Besondere Lohnsteuer: data/test_data/prueftabelle_besondere_lohnsteuer.xlsx, sheet "2024_january". That
 *   workbook's sheet "2024" is a cell-for-cell copy of the Allgemeine table (a slip of the transcription), so the
 *   table of the November 2023 PAP is used; the engine reproduces every value of it, as expected if the February
 *   changes left the privately insured employee outside the pension insurance untouched.
 * The spreadsheets store German thousands ("1.482") as decimals; they are written here as whole euros (1482).
 *
 * What a table assumes (the Prüftabellen's conditions, as applied by the transcribing project and confirmed by every
 * value): wage for the year (LZZ 1), no children's allowances (ZKF 0), no church tax, the average health
 * Zusatzbeitrag of 2024 (KVZ 1.7 %), the childless care surcharge in every class but II (PVZ 1, class II: 0), and
 * - Allgemeine Lohnsteuer: an employee in the statutory pension, health and care insurance (KRV 0, PKV 0);
 * - Besondere Lohnsteuer: an employee outside the statutory pension insurance and privately insured without a premium
 *   reported to the employer (KRV 2, PKV 1, PKPV 0), e.g. a civil servant.
 */
export interface PrueftabelleRow {
  /** Annual wage in euros (RE4 / 100). */
  readonly wage: number;
  /** Annual Lohnsteuer in euros for tax classes I to VI. */
  readonly tax: readonly [number, number, number, number, number, number];
}

export const prueftabelleAllgemein2024: readonly PrueftabelleRow[] = [
  { wage: 5000, tax: [0, 0, 0, 0, 373, 550] },
  { wage: 7500, tax: [0, 0, 0, 0, 649, 826] },
  { wage: 10000, tax: [0, 0, 0, 0, 924, 1101] },
  { wage: 12500, tax: [0, 0, 0, 0, 1199, 1377] },
  { wage: 15000, tax: [0, 0, 0, 0, 1475, 1652] },
  { wage: 17500, tax: [165, 0, 0, 165, 1778, 2150] },
  { wage: 20000, tax: [550, 0, 0, 550, 2516, 3048] },
  { wage: 22500, tax: [990, 169, 0, 990, 3361, 3893] },
  { wage: 25000, tax: [1478, 533, 0, 1478, 4207, 4739] },
  { wage: 27500, tax: [1982, 974, 0, 1982, 5053, 5585] },
  { wage: 30000, tax: [2501, 1466, 0, 2501, 5899, 6420] },
  { wage: 32500, tax: [3033, 1973, 250, 3033, 6686, 7146] },
  { wage: 35000, tax: [3581, 2495, 584, 3581, 7422, 7900] },
  { wage: 37500, tax: [4144, 3032, 954, 4144, 8190, 8686] },
  { wage: 40000, tax: [4721, 3583, 1360, 4721, 8986, 9500] },
  { wage: 42500, tax: [5313, 4150, 1804, 5313, 9810, 10338] },
  { wage: 45000, tax: [5919, 4732, 2284, 5919, 10652, 11184] },
  { wage: 47500, tax: [6541, 5328, 2774, 6541, 11498, 12030] },
  { wage: 50000, tax: [7177, 5940, 3270, 7177, 12344, 12875] },
  { wage: 52500, tax: [7827, 6566, 3776, 7827, 13189, 13721] },
  { wage: 55000, tax: [8492, 7208, 4288, 8492, 14035, 14567] },
  { wage: 57500, tax: [9172, 7864, 4806, 9172, 14881, 15413] },
  { wage: 60000, tax: [9867, 8535, 5334, 9867, 15727, 16259] },
  { wage: 62500, tax: [10591, 9234, 5878, 10591, 16589, 17121] },
  { wage: 65000, tax: [11407, 10019, 6488, 11407, 17542, 18073] },
  { wage: 67500, tax: [12243, 10822, 7108, 12243, 18494, 19026] },
  { wage: 70000, tax: [13097, 11644, 7736, 13097, 19446, 19978] },
  { wage: 72500, tax: [13969, 12485, 8374, 13969, 20399, 20931] },
  { wage: 75000, tax: [14861, 13344, 9022, 14861, 21351, 21883] },
  { wage: 77500, tax: [15771, 14222, 9678, 15771, 22304, 22835] },
  { wage: 80000, tax: [16699, 15119, 10346, 16699, 23256, 23787] },
  { wage: 82500, tax: [17646, 16034, 11020, 17646, 24208, 24740] },
  { wage: 85000, tax: [18598, 16968, 11706, 18598, 25160, 25692] },
  { wage: 87500, tax: [19550, 17917, 12400, 19550, 26113, 26645] },
  { wage: 90000, tax: [20503, 18870, 13102, 20503, 27065, 27597] },
  { wage: 92500, tax: [21529, 19897, 13872, 21529, 28092, 28624] },
  { wage: 95000, tax: [22579, 20947, 14668, 22579, 29142, 29674] },
  { wage: 97500, tax: [23629, 21997, 15478, 23629, 30192, 30724] },
  { wage: 100000, tax: [24679, 23047, 16298, 24679, 31242, 31774] },
];

export const prueftabelleBesonders2024: readonly PrueftabelleRow[] = [
  { wage: 5000, tax: [0, 0, 0, 0, 438, 616] },
  { wage: 7500, tax: [0, 0, 0, 0, 746, 924] },
  { wage: 10000, tax: [0, 0, 0, 0, 1054, 1232] },
  { wage: 12500, tax: [0, 0, 0, 0, 1362, 1540] },
  { wage: 15000, tax: [47, 0, 0, 47, 1670, 1848] },
  { wage: 17500, tax: [450, 0, 0, 450, 2302, 2833] },
  { wage: 20000, tax: [984, 144, 0, 984, 3352, 3883] },
  { wage: 22500, tax: [1593, 596, 0, 1593, 4402, 4933] },
  { wage: 25000, tax: [2225, 1162, 0, 2225, 5452, 5983] },
  { wage: 27500, tax: [2879, 1778, 2, 2879, 6480, 6934] },
  { wage: 30000, tax: [3556, 2416, 382, 3556, 7386, 7866] },
  { wage: 32500, tax: [4256, 3077, 820, 4256, 8340, 8842] },
  { wage: 35000, tax: [4978, 3761, 1314, 4978, 9342, 9864] },
  { wage: 37500, tax: [5723, 4467, 1866, 5723, 10380, 10912] },
  { wage: 40000, tax: [6490, 5196, 2466, 6490, 11430, 11962] },
  { wage: 42500, tax: [7281, 5948, 3078, 7281, 12480, 13012] },
  { wage: 45000, tax: [8093, 6722, 3702, 8093, 13530, 14062] },
  { wage: 47500, tax: [8929, 7519, 4338, 8929, 14580, 15112] },
  { wage: 50000, tax: [9787, 8338, 4984, 9787, 15630, 16162] },
  { wage: 52500, tax: [10668, 9181, 5642, 10668, 16680, 17212] },
  { wage: 55000, tax: [11571, 10045, 6312, 11571, 17730, 18262] },
  { wage: 57500, tax: [12497, 10933, 6992, 12497, 18780, 19312] },
  { wage: 60000, tax: [13446, 11843, 7684, 13446, 19830, 20362] },
  { wage: 62500, tax: [14418, 12776, 8388, 14418, 20880, 21412] },
  { wage: 65000, tax: [15412, 13731, 9102, 15412, 21930, 22462] },
  { wage: 67500, tax: [16428, 14709, 9828, 16428, 22980, 23512] },
  { wage: 70000, tax: [17468, 15710, 10566, 17468, 24030, 24562] },
  { wage: 72500, tax: [18518, 16734, 11314, 18518, 25080, 25612] },
  { wage: 75000, tax: [19568, 17778, 12074, 19568, 26130, 26662] },
  { wage: 77500, tax: [20618, 18828, 12846, 20618, 27180, 27712] },
  { wage: 80000, tax: [21668, 19878, 13628, 21668, 28230, 28762] },
  { wage: 82500, tax: [22718, 20928, 14422, 22718, 29280, 29812] },
  { wage: 85000, tax: [23768, 21978, 15228, 23768, 30330, 30862] },
  { wage: 87500, tax: [24818, 23028, 16044, 24818, 31380, 31912] },
  { wage: 90000, tax: [25868, 24078, 16872, 25868, 32430, 32962] },
  { wage: 92500, tax: [26918, 25128, 17710, 26918, 33480, 34012] },
  { wage: 95000, tax: [27968, 26178, 18562, 27968, 34530, 35062] },
  { wage: 97500, tax: [29018, 27228, 19424, 29018, 35580, 36112] },
  { wage: 100000, tax: [30068, 28278, 20296, 30068, 36630, 37162] },
];
