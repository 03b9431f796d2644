/**
 * Lohnsteuer by the BMF's Programmablaufplan (PAP) 2026: §§ 38a, 39b EStG as the BMF publishes them for payroll
 * software, transcribed statement by statement from the BMF's XML pseudo-code (Stand 2025-10-23 12:40, ITZBund Berlin):
 * https://www.bmf-steuerrechner.de/javax.faces.resource/daten/xmls/Lohnsteuer2026.xml.xhtml
 *
 * Names, order and rounding are the PAP's own, so the text can be laid beside the BMF's: each METHOD is a function
 * here, each EVAL a statement, Java's BigDecimal is `PapDecimal`. The constants in MPARA and UPTAB are part of the
 * official text; test/germany/wage-tax/pap-parameters.test.ts checks them against the parameter files. Variables the
 * pseudo-code writes but never reads are left out.
 */
/* eslint-disable prefer-const -- the PAP's pseudo-code assigns its variables in place; kept as written. */
import { at, PapDecimal } from './pap-decimal';

/** Inputs of the PAP 2026 (names and units as in the BMF's pseudo-code: money in cents). */
export interface Pap2026Input {
  readonly af?: number;
  readonly AJAHR?: number;
  readonly ALTER1?: number;
  readonly ALV?: number;
  readonly f?: number;
  readonly JFREIB?: PapDecimal;
  readonly JHINZU?: PapDecimal;
  readonly JRE4?: PapDecimal;
  readonly JRE4ENT?: PapDecimal;
  readonly JVBEZ?: PapDecimal;
  readonly KRV?: number;
  readonly KVZ?: PapDecimal;
  readonly LZZ?: number;
  readonly LZZFREIB?: PapDecimal;
  readonly LZZHINZU?: PapDecimal;
  readonly MBV?: PapDecimal;
  readonly PKPV?: PapDecimal;
  readonly PKPVAGZ?: PapDecimal;
  readonly PKV?: number;
  readonly PVA?: PapDecimal;
  readonly PVS?: number;
  readonly PVZ?: number;
  readonly R?: number;
  readonly RE4?: PapDecimal;
  readonly SONSTB?: PapDecimal;
  readonly SONSTENT?: PapDecimal;
  readonly STERBE?: PapDecimal;
  readonly STKL?: number;
  readonly VBEZ?: PapDecimal;
  readonly VBEZM?: PapDecimal;
  readonly VBEZS?: PapDecimal;
  readonly VBS?: PapDecimal;
  readonly VJAHR?: number;
  readonly ZKF?: PapDecimal;
  readonly ZMVB?: number;
}

/** Outputs of the PAP 2026, in cents. */
export interface Pap2026Output {
  readonly BK: PapDecimal;
  readonly BKS: PapDecimal;
  readonly LSTLZZ: PapDecimal;
  readonly SOLZLZZ: PapDecimal;
  readonly SOLZS: PapDecimal;
  readonly STS: PapDecimal;
  readonly VFRB: PapDecimal;
  readonly VFRBS1: PapDecimal;
  readonly VFRBS2: PapDecimal;
  readonly WVFRB: PapDecimal;
  readonly WVFRBO: PapDecimal;
  readonly WVFRBM: PapDecimal;
  /** Internal, not a PAP output: the annual zvE of the running wage, which the factor procedure (§ 39f EStG) needs. */
  readonly ZVE: PapDecimal;
}

export function runPap2026(input: Pap2026Input): Pap2026Output {
  let af: number = input.af ?? 1;
  let AJAHR: number = input.AJAHR ?? 0;
  let ALTER1: number = input.ALTER1 ?? 0;
  let ALV: number = input.ALV ?? 0;
  let f: number = input.f ?? 1.0;
  let JFREIB: PapDecimal = input.JFREIB ?? PapDecimal.ZERO;
  let JHINZU: PapDecimal = input.JHINZU ?? PapDecimal.ZERO;
  let JRE4: PapDecimal = input.JRE4 ?? PapDecimal.ZERO;
  let JRE4ENT: PapDecimal = input.JRE4ENT ?? PapDecimal.ZERO;
  let JVBEZ: PapDecimal = input.JVBEZ ?? PapDecimal.ZERO;
  let KRV: number = input.KRV ?? 0;
  let KVZ: PapDecimal = input.KVZ ?? PapDecimal.ZERO;
  let LZZ: number = input.LZZ ?? 1;
  let LZZFREIB: PapDecimal = input.LZZFREIB ?? PapDecimal.ZERO;
  let LZZHINZU: PapDecimal = input.LZZHINZU ?? PapDecimal.ZERO;
  let MBV: PapDecimal = input.MBV ?? PapDecimal.ZERO;
  let PKPV: PapDecimal = input.PKPV ?? PapDecimal.ZERO;
  let PKPVAGZ: PapDecimal = input.PKPVAGZ ?? PapDecimal.ZERO;
  let PKV: number = input.PKV ?? 0;
  let PVA: PapDecimal = input.PVA ?? PapDecimal.ZERO;
  let PVS: number = input.PVS ?? 0;
  let PVZ: number = input.PVZ ?? 0;
  let R: number = input.R ?? 0;
  let RE4: PapDecimal = input.RE4 ?? PapDecimal.ZERO;
  let SONSTB: PapDecimal = input.SONSTB ?? PapDecimal.ZERO;
  let SONSTENT: PapDecimal = input.SONSTENT ?? PapDecimal.ZERO;
  let STERBE: PapDecimal = input.STERBE ?? PapDecimal.ZERO;
  let STKL: number = input.STKL ?? 1;
  let VBEZ: PapDecimal = input.VBEZ ?? PapDecimal.ZERO;
  let VBEZM: PapDecimal = input.VBEZM ?? PapDecimal.ZERO;
  let VBEZS: PapDecimal = input.VBEZS ?? PapDecimal.ZERO;
  let VBS: PapDecimal = input.VBS ?? PapDecimal.ZERO;
  let VJAHR: number = input.VJAHR ?? 0;
  let ZKF: PapDecimal = input.ZKF ?? PapDecimal.ZERO;
  let ZMVB: number = input.ZMVB ?? 0;
  let BK: PapDecimal = PapDecimal.ZERO;
  let BKS: PapDecimal = PapDecimal.ZERO;
  let LSTLZZ: PapDecimal = PapDecimal.ZERO;
  let SOLZLZZ: PapDecimal = PapDecimal.ZERO;
  let SOLZS: PapDecimal = PapDecimal.ZERO;
  let STS: PapDecimal = PapDecimal.ZERO;
  let VFRB: PapDecimal = PapDecimal.ZERO;
  let VFRBS1: PapDecimal = PapDecimal.ZERO;
  let VFRBS2: PapDecimal = PapDecimal.ZERO;
  let WVFRB: PapDecimal = PapDecimal.ZERO;
  let WVFRBO: PapDecimal = PapDecimal.ZERO;
  let WVFRBM: PapDecimal = PapDecimal.ZERO;
  let ALTE: PapDecimal = PapDecimal.ZERO;
  let ANP: PapDecimal = PapDecimal.ZERO;
  let ANTEIL1: PapDecimal = PapDecimal.ZERO;
  let AVSATZAN: PapDecimal = PapDecimal.ZERO;
  let BBGKVPV: PapDecimal = PapDecimal.ZERO;
  let BBGRVALV: PapDecimal = PapDecimal.ZERO;
  let BMG: PapDecimal = PapDecimal.ZERO;
  let DIFF: PapDecimal = PapDecimal.ZERO;
  let EFA: PapDecimal = PapDecimal.ZERO;
  let FVB: PapDecimal = PapDecimal.ZERO;
  let FVBSO: PapDecimal = PapDecimal.ZERO;
  let FVBZ: PapDecimal = PapDecimal.ZERO;
  let FVBZSO: PapDecimal = PapDecimal.ZERO;
  let GFB: PapDecimal = PapDecimal.ZERO;
  let HBALTE: PapDecimal = PapDecimal.ZERO;
  let HFVB: PapDecimal = PapDecimal.ZERO;
  let HFVBZ: PapDecimal = PapDecimal.ZERO;
  let HFVBZSO: PapDecimal = PapDecimal.ZERO;
  let HOCH: PapDecimal = PapDecimal.ZERO;
  let J: number = 0;
  let JBMG: PapDecimal = PapDecimal.ZERO;
  let JLFREIB: PapDecimal = PapDecimal.ZERO;
  let JLHINZU: PapDecimal = PapDecimal.ZERO;
  let JW: PapDecimal = PapDecimal.ZERO;
  let K: number = 0;
  let KFB: PapDecimal = PapDecimal.ZERO;
  let KVSATZAN: PapDecimal = PapDecimal.ZERO;
  let KZTAB: number = 0;
  let LSTJAHR: PapDecimal = PapDecimal.ZERO;
  let LSTOSO: PapDecimal = PapDecimal.ZERO;
  let LSTSO: PapDecimal = PapDecimal.ZERO;
  let MIST: PapDecimal = PapDecimal.ZERO;
  let PKPVAGZJ: PapDecimal = PapDecimal.ZERO;
  let PVSATZAN: PapDecimal = PapDecimal.ZERO;
  let RVSATZAN: PapDecimal = PapDecimal.ZERO;
  let RW: PapDecimal = PapDecimal.ZERO;
  let SAP: PapDecimal = PapDecimal.ZERO;
  let SOLZFREI: PapDecimal = PapDecimal.ZERO;
  let SOLZJ: PapDecimal = PapDecimal.ZERO;
  let SOLZMIN: PapDecimal = PapDecimal.ZERO;
  let SOLZSBMG: PapDecimal = PapDecimal.ZERO;
  let SOLZSZVE: PapDecimal = PapDecimal.ZERO;
  let ST: PapDecimal = PapDecimal.ZERO;
  let ST1: PapDecimal = PapDecimal.ZERO;
  let ST2: PapDecimal = PapDecimal.ZERO;
  let VBEZB: PapDecimal = PapDecimal.ZERO;
  let VBEZBSO: PapDecimal = PapDecimal.ZERO;
  let VERGL: PapDecimal = PapDecimal.ZERO;
  let VSPHB: PapDecimal = PapDecimal.ZERO;
  let VSP: PapDecimal = PapDecimal.ZERO;
  let VSPN: PapDecimal = PapDecimal.ZERO;
  let VSPALV: PapDecimal = PapDecimal.ZERO;
  let VSPKVPV: PapDecimal = PapDecimal.ZERO;
  let VSPR: PapDecimal = PapDecimal.ZERO;
  let W1STKL5: PapDecimal = PapDecimal.ZERO;
  let W2STKL5: PapDecimal = PapDecimal.ZERO;
  let W3STKL5: PapDecimal = PapDecimal.ZERO;
  let X: PapDecimal = PapDecimal.ZERO;
  let Y: PapDecimal = PapDecimal.ZERO;
  let ZRE4: PapDecimal = PapDecimal.ZERO;
  let ZRE4J: PapDecimal = PapDecimal.ZERO;
  let ZRE4VP: PapDecimal = PapDecimal.ZERO;
  let ZRE4VPR: PapDecimal = PapDecimal.ZERO;
  let ZTABFB: PapDecimal = PapDecimal.ZERO;
  let ZVBEZ: PapDecimal = PapDecimal.ZERO;
  let ZVBEZJ: PapDecimal = PapDecimal.ZERO;
  let ZVE: PapDecimal = PapDecimal.ZERO;
  let ZX: PapDecimal = PapDecimal.ZERO;
  let ZZX: PapDecimal = PapDecimal.ZERO;
  const TAB1: readonly PapDecimal[] = [
    PapDecimal.ZERO,
    PapDecimal.of('0.4'),
    PapDecimal.of('0.384'),
    PapDecimal.of('0.368'),
    PapDecimal.of('0.352'),
    PapDecimal.of('0.336'),
    PapDecimal.of('0.32'),
    PapDecimal.of('0.304'),
    PapDecimal.of('0.288'),
    PapDecimal.of('0.272'),
    PapDecimal.of('0.256'),
    PapDecimal.of('0.24'),
    PapDecimal.of('0.224'),
    PapDecimal.of('0.208'),
    PapDecimal.of('0.192'),
    PapDecimal.of('0.176'),
    PapDecimal.of('0.16'),
    PapDecimal.of('0.152'),
    PapDecimal.of('0.144'),
    PapDecimal.of('0.14'),
    PapDecimal.of('0.136'),
    PapDecimal.of('0.132'),
    PapDecimal.of('0.128'),
    PapDecimal.of('0.124'),
    PapDecimal.of('0.12'),
    PapDecimal.of('0.116'),
    PapDecimal.of('0.112'),
    PapDecimal.of('0.108'),
    PapDecimal.of('0.104'),
    PapDecimal.of('0.1'),
    PapDecimal.of('0.096'),
    PapDecimal.of('0.092'),
    PapDecimal.of('0.088'),
    PapDecimal.of('0.084'),
    PapDecimal.of('0.08'),
    PapDecimal.of('0.076'),
    PapDecimal.of('0.072'),
    PapDecimal.of('0.068'),
    PapDecimal.of('0.064'),
    PapDecimal.of('0.06'),
    PapDecimal.of('0.056'),
    PapDecimal.of('0.052'),
    PapDecimal.of('0.048'),
    PapDecimal.of('0.044'),
    PapDecimal.of('0.04'),
    PapDecimal.of('0.036'),
    PapDecimal.of('0.032'),
    PapDecimal.of('0.028'),
    PapDecimal.of('0.024'),
    PapDecimal.of('0.02'),
    PapDecimal.of('0.016'),
    PapDecimal.of('0.012'),
    PapDecimal.of('0.008'),
    PapDecimal.of('0.004'),
    PapDecimal.of('0'),
  ];
  const TAB2: readonly PapDecimal[] = [
    PapDecimal.ZERO,
    PapDecimal.of('3000'),
    PapDecimal.of('2880'),
    PapDecimal.of('2760'),
    PapDecimal.of('2640'),
    PapDecimal.of('2520'),
    PapDecimal.of('2400'),
    PapDecimal.of('2280'),
    PapDecimal.of('2160'),
    PapDecimal.of('2040'),
    PapDecimal.of('1920'),
    PapDecimal.of('1800'),
    PapDecimal.of('1680'),
    PapDecimal.of('1560'),
    PapDecimal.of('1440'),
    PapDecimal.of('1320'),
    PapDecimal.of('1200'),
    PapDecimal.of('1140'),
    PapDecimal.of('1080'),
    PapDecimal.of('1050'),
    PapDecimal.of('1020'),
    PapDecimal.of('990'),
    PapDecimal.of('960'),
    PapDecimal.of('930'),
    PapDecimal.of('900'),
    PapDecimal.of('870'),
    PapDecimal.of('840'),
    PapDecimal.of('810'),
    PapDecimal.of('780'),
    PapDecimal.of('750'),
    PapDecimal.of('720'),
    PapDecimal.of('690'),
    PapDecimal.of('660'),
    PapDecimal.of('630'),
    PapDecimal.of('600'),
    PapDecimal.of('570'),
    PapDecimal.of('540'),
    PapDecimal.of('510'),
    PapDecimal.of('480'),
    PapDecimal.of('450'),
    PapDecimal.of('420'),
    PapDecimal.of('390'),
    PapDecimal.of('360'),
    PapDecimal.of('330'),
    PapDecimal.of('300'),
    PapDecimal.of('270'),
    PapDecimal.of('240'),
    PapDecimal.of('210'),
    PapDecimal.of('180'),
    PapDecimal.of('150'),
    PapDecimal.of('120'),
    PapDecimal.of('90'),
    PapDecimal.of('60'),
    PapDecimal.of('30'),
    PapDecimal.of('0'),
  ];
  const TAB3: readonly PapDecimal[] = [
    PapDecimal.ZERO,
    PapDecimal.of('900'),
    PapDecimal.of('864'),
    PapDecimal.of('828'),
    PapDecimal.of('792'),
    PapDecimal.of('756'),
    PapDecimal.of('720'),
    PapDecimal.of('684'),
    PapDecimal.of('648'),
    PapDecimal.of('612'),
    PapDecimal.of('576'),
    PapDecimal.of('540'),
    PapDecimal.of('504'),
    PapDecimal.of('468'),
    PapDecimal.of('432'),
    PapDecimal.of('396'),
    PapDecimal.of('360'),
    PapDecimal.of('342'),
    PapDecimal.of('324'),
    PapDecimal.of('315'),
    PapDecimal.of('306'),
    PapDecimal.of('297'),
    PapDecimal.of('288'),
    PapDecimal.of('279'),
    PapDecimal.of('270'),
    PapDecimal.of('261'),
    PapDecimal.of('252'),
    PapDecimal.of('243'),
    PapDecimal.of('234'),
    PapDecimal.of('225'),
    PapDecimal.of('216'),
    PapDecimal.of('207'),
    PapDecimal.of('198'),
    PapDecimal.of('189'),
    PapDecimal.of('180'),
    PapDecimal.of('171'),
    PapDecimal.of('162'),
    PapDecimal.of('153'),
    PapDecimal.of('144'),
    PapDecimal.of('135'),
    PapDecimal.of('126'),
    PapDecimal.of('117'),
    PapDecimal.of('108'),
    PapDecimal.of('99'),
    PapDecimal.of('90'),
    PapDecimal.of('81'),
    PapDecimal.of('72'),
    PapDecimal.of('63'),
    PapDecimal.of('54'),
    PapDecimal.of('45'),
    PapDecimal.of('36'),
    PapDecimal.of('27'),
    PapDecimal.of('18'),
    PapDecimal.of('9'),
    PapDecimal.of('0'),
  ];
  const TAB4: readonly PapDecimal[] = [
    PapDecimal.ZERO,
    PapDecimal.of('0.4'),
    PapDecimal.of('0.384'),
    PapDecimal.of('0.368'),
    PapDecimal.of('0.352'),
    PapDecimal.of('0.336'),
    PapDecimal.of('0.32'),
    PapDecimal.of('0.304'),
    PapDecimal.of('0.288'),
    PapDecimal.of('0.272'),
    PapDecimal.of('0.256'),
    PapDecimal.of('0.24'),
    PapDecimal.of('0.224'),
    PapDecimal.of('0.208'),
    PapDecimal.of('0.192'),
    PapDecimal.of('0.176'),
    PapDecimal.of('0.16'),
    PapDecimal.of('0.152'),
    PapDecimal.of('0.144'),
    PapDecimal.of('0.14'),
    PapDecimal.of('0.136'),
    PapDecimal.of('0.132'),
    PapDecimal.of('0.128'),
    PapDecimal.of('0.124'),
    PapDecimal.of('0.12'),
    PapDecimal.of('0.116'),
    PapDecimal.of('0.112'),
    PapDecimal.of('0.108'),
    PapDecimal.of('0.104'),
    PapDecimal.of('0.1'),
    PapDecimal.of('0.096'),
    PapDecimal.of('0.092'),
    PapDecimal.of('0.088'),
    PapDecimal.of('0.084'),
    PapDecimal.of('0.08'),
    PapDecimal.of('0.076'),
    PapDecimal.of('0.072'),
    PapDecimal.of('0.068'),
    PapDecimal.of('0.064'),
    PapDecimal.of('0.06'),
    PapDecimal.of('0.056'),
    PapDecimal.of('0.052'),
    PapDecimal.of('0.048'),
    PapDecimal.of('0.044'),
    PapDecimal.of('0.04'),
    PapDecimal.of('0.036'),
    PapDecimal.of('0.032'),
    PapDecimal.of('0.028'),
    PapDecimal.of('0.024'),
    PapDecimal.of('0.02'),
    PapDecimal.of('0.016'),
    PapDecimal.of('0.012'),
    PapDecimal.of('0.008'),
    PapDecimal.of('0.004'),
    PapDecimal.of('0'),
  ];
  const TAB5: readonly PapDecimal[] = [
    PapDecimal.ZERO,
    PapDecimal.of('1900'),
    PapDecimal.of('1824'),
    PapDecimal.of('1748'),
    PapDecimal.of('1672'),
    PapDecimal.of('1596'),
    PapDecimal.of('1520'),
    PapDecimal.of('1444'),
    PapDecimal.of('1368'),
    PapDecimal.of('1292'),
    PapDecimal.of('1216'),
    PapDecimal.of('1140'),
    PapDecimal.of('1064'),
    PapDecimal.of('988'),
    PapDecimal.of('912'),
    PapDecimal.of('836'),
    PapDecimal.of('760'),
    PapDecimal.of('722'),
    PapDecimal.of('684'),
    PapDecimal.of('665'),
    PapDecimal.of('646'),
    PapDecimal.of('627'),
    PapDecimal.of('608'),
    PapDecimal.of('589'),
    PapDecimal.of('570'),
    PapDecimal.of('551'),
    PapDecimal.of('532'),
    PapDecimal.of('513'),
    PapDecimal.of('494'),
    PapDecimal.of('475'),
    PapDecimal.of('456'),
    PapDecimal.of('437'),
    PapDecimal.of('418'),
    PapDecimal.of('399'),
    PapDecimal.of('380'),
    PapDecimal.of('361'),
    PapDecimal.of('342'),
    PapDecimal.of('323'),
    PapDecimal.of('304'),
    PapDecimal.of('285'),
    PapDecimal.of('266'),
    PapDecimal.of('247'),
    PapDecimal.of('228'),
    PapDecimal.of('209'),
    PapDecimal.of('190'),
    PapDecimal.of('171'),
    PapDecimal.of('152'),
    PapDecimal.of('133'),
    PapDecimal.of('114'),
    PapDecimal.of('95'),
    PapDecimal.of('76'),
    PapDecimal.of('57'),
    PapDecimal.of('38'),
    PapDecimal.of('19'),
    PapDecimal.of('0'),
  ];
  const ZAHL1: PapDecimal = PapDecimal.ONE;
  const ZAHL2: PapDecimal = PapDecimal.of('2');
  const ZAHL7: PapDecimal = PapDecimal.of('7');
  const ZAHL12: PapDecimal = PapDecimal.of('12');
  const ZAHL100: PapDecimal = PapDecimal.of('100');
  const ZAHL360: PapDecimal = PapDecimal.of('360');
  const ZAHL700: PapDecimal = PapDecimal.of('700');
  const ZAHL10000: PapDecimal = PapDecimal.of('10000');

  function MPARA(): void {
    BBGRVALV = PapDecimal.of('101400');
    AVSATZAN = PapDecimal.of('0.013');
    RVSATZAN = PapDecimal.of('0.093');
    BBGKVPV = PapDecimal.of('69750');
    KVSATZAN = KVZ.divide(ZAHL2).divide(ZAHL100).add(PapDecimal.of('0.07'));
    if (PVS === 1) {
      PVSATZAN = PapDecimal.of('0.023');
    } else {
      PVSATZAN = PapDecimal.of('0.018');
    }
    if (PVZ === 1) {
      PVSATZAN = PVSATZAN.add(PapDecimal.of('0.006'));
    } else {
      PVSATZAN = PVSATZAN.subtract(PVA.multiply(PapDecimal.of('0.0025')));
    }
    W1STKL5 = PapDecimal.of('14071');
    W2STKL5 = PapDecimal.of('34939');
    W3STKL5 = PapDecimal.of('222260');
    GFB = PapDecimal.of('12348');
    SOLZFREI = PapDecimal.of('20350');
  }

  function MRE4JL(): void {
    if (LZZ === 1) {
      ZRE4J = RE4.divide(ZAHL100, 2, 'down');
      ZVBEZJ = VBEZ.divide(ZAHL100, 2, 'down');
      JLFREIB = LZZFREIB.divide(ZAHL100, 2, 'down');
      JLHINZU = LZZHINZU.divide(ZAHL100, 2, 'down');
    } else {
      if (LZZ === 2) {
        ZRE4J = RE4.multiply(ZAHL12).divide(ZAHL100, 2, 'down');
        ZVBEZJ = VBEZ.multiply(ZAHL12).divide(ZAHL100, 2, 'down');
        JLFREIB = LZZFREIB.multiply(ZAHL12).divide(ZAHL100, 2, 'down');
        JLHINZU = LZZHINZU.multiply(ZAHL12).divide(ZAHL100, 2, 'down');
      } else {
        if (LZZ === 3) {
          ZRE4J = RE4.multiply(ZAHL360).divide(ZAHL700, 2, 'down');
          ZVBEZJ = VBEZ.multiply(ZAHL360).divide(ZAHL700, 2, 'down');
          JLFREIB = LZZFREIB.multiply(ZAHL360).divide(ZAHL700, 2, 'down');
          JLHINZU = LZZHINZU.multiply(ZAHL360).divide(ZAHL700, 2, 'down');
        } else {
          ZRE4J = RE4.multiply(ZAHL360).divide(ZAHL100, 2, 'down');
          ZVBEZJ = VBEZ.multiply(ZAHL360).divide(ZAHL100, 2, 'down');
          JLFREIB = LZZFREIB.multiply(ZAHL360).divide(ZAHL100, 2, 'down');
          JLHINZU = LZZHINZU.multiply(ZAHL360).divide(ZAHL100, 2, 'down');
        }
      }
    }
    if (af === 0) {
      f = 1;
    }
  }

  function MRE4(): void {
    if (ZVBEZJ.compareTo(PapDecimal.ZERO) === 0) {
      FVBZ = PapDecimal.ZERO;
      FVB = PapDecimal.ZERO;
      FVBZSO = PapDecimal.ZERO;
      FVBSO = PapDecimal.ZERO;
    } else {
      if (VJAHR < 2006) {
        J = 1;
      } else {
        if (VJAHR < 2058) {
          J = VJAHR - 2004;
        } else {
          J = 54;
        }
      }
      if (LZZ === 1) {
        VBEZB = VBEZM.multiply(PapDecimal.of(ZMVB)).add(VBEZS);
        HFVB = at(TAB2, J).divide(ZAHL12).multiply(PapDecimal.of(ZMVB)).setScale(0, 'up');
        FVBZ = at(TAB3, J).divide(ZAHL12).multiply(PapDecimal.of(ZMVB)).setScale(0, 'up');
      } else {
        VBEZB = VBEZM.multiply(ZAHL12).add(VBEZS).setScale(2, 'down');
        HFVB = at(TAB2, J);
        FVBZ = at(TAB3, J);
      }
      FVB = VBEZB.multiply(at(TAB1, J)).divide(ZAHL100).setScale(2, 'up');
      if (FVB.compareTo(HFVB) === 1) {
        FVB = HFVB;
      }
      if (FVB.compareTo(ZVBEZJ) === 1) {
        FVB = ZVBEZJ;
      }
      FVBSO = FVB.add(VBEZBSO.multiply(at(TAB1, J)).divide(ZAHL100)).setScale(2, 'up');
      if (FVBSO.compareTo(at(TAB2, J)) === 1) {
        FVBSO = at(TAB2, J);
      }
      HFVBZSO = VBEZB.add(VBEZBSO).divide(ZAHL100).subtract(FVBSO).setScale(2, 'down');
      FVBZSO = FVBZ.add(VBEZBSO.divide(ZAHL100)).setScale(0, 'up');
      if (FVBZSO.compareTo(HFVBZSO) === 1) {
        FVBZSO = HFVBZSO.setScale(0, 'up');
      }
      if (FVBZSO.compareTo(at(TAB3, J)) === 1) {
        FVBZSO = at(TAB3, J);
      }
      HFVBZ = VBEZB.divide(ZAHL100).subtract(FVB).setScale(2, 'down');
      if (FVBZ.compareTo(HFVBZ) === 1) {
        FVBZ = HFVBZ.setScale(0, 'up');
      }
    }
    MRE4ALTE();
  }

  function MRE4ALTE(): void {
    if (ALTER1 === 0) {
      ALTE = PapDecimal.ZERO;
    } else {
      if (AJAHR < 2006) {
        K = 1;
      } else {
        if (AJAHR < 2058) {
          K = AJAHR - 2004;
        } else {
          K = 54;
        }
      }
      BMG = ZRE4J.subtract(ZVBEZJ);
      ALTE = BMG.multiply(at(TAB4, K)).setScale(0, 'up');
      HBALTE = at(TAB5, K);
      if (ALTE.compareTo(HBALTE) === 1) {
        ALTE = HBALTE;
      }
    }
  }

  function MRE4ABZ(): void {
    ZRE4 = ZRE4J.subtract(FVB).subtract(ALTE).subtract(JLFREIB).add(JLHINZU).setScale(2, 'down');
    if (ZRE4.compareTo(PapDecimal.ZERO) === -1) {
      ZRE4 = PapDecimal.ZERO;
    }
    ZRE4VP = ZRE4J;
    ZVBEZ = ZVBEZJ.subtract(FVB).setScale(2, 'down');
    if (ZVBEZ.compareTo(PapDecimal.ZERO) === -1) {
      ZVBEZ = PapDecimal.ZERO;
    }
  }

  function MBERECH(): void {
    MZTABFB();
    VFRB = ANP.add(FVB.add(FVBZ)).multiply(ZAHL100).setScale(0, 'down');
    MLSTJAHR();
    WVFRB = ZVE.subtract(GFB).multiply(ZAHL100).setScale(0, 'down');
    if (WVFRB.compareTo(PapDecimal.ZERO) === -1) {
      WVFRB = PapDecimal.ZERO;
    }
    LSTJAHR = ST.multiply(PapDecimal.of(f)).setScale(0, 'down');
    UPLSTLZZ();
    if (ZKF.compareTo(PapDecimal.ZERO) === 1) {
      ZTABFB = ZTABFB.add(KFB);
      MRE4ABZ();
      MLSTJAHR();
      JBMG = ST.multiply(PapDecimal.of(f)).setScale(0, 'down');
    } else {
      JBMG = LSTJAHR;
    }
    MSOLZ();
  }

  function MZTABFB(): void {
    ANP = PapDecimal.ZERO;
    if (ZVBEZ.compareTo(PapDecimal.ZERO) >= 0 && ZVBEZ.compareTo(FVBZ) === -1) {
      FVBZ = PapDecimal.of(ZVBEZ.longValue());
    }
    if (STKL < 6) {
      if (ZVBEZ.compareTo(PapDecimal.ZERO) === 1) {
        if (ZVBEZ.subtract(FVBZ).compareTo(PapDecimal.of('102')) === -1) {
          ANP = ZVBEZ.subtract(FVBZ).setScale(0, 'up');
        } else {
          ANP = PapDecimal.of('102');
        }
      }
    } else {
      FVBZ = PapDecimal.ZERO;
      FVBZSO = PapDecimal.ZERO;
    }
    if (STKL < 6) {
      if (ZRE4.compareTo(ZVBEZ) === 1) {
        if (ZRE4.subtract(ZVBEZ).compareTo(PapDecimal.of('1230')) === -1) {
          ANP = ANP.add(ZRE4).subtract(ZVBEZ).setScale(0, 'up');
        } else {
          ANP = ANP.add(PapDecimal.of('1230'));
        }
      }
    }
    KZTAB = 1;
    if (STKL === 1) {
      SAP = PapDecimal.of('36');
      KFB = ZKF.multiply(PapDecimal.of('9756')).setScale(0, 'down');
    } else {
      if (STKL === 2) {
        EFA = PapDecimal.of('4260');
        SAP = PapDecimal.of('36');
        KFB = ZKF.multiply(PapDecimal.of('9756')).setScale(0, 'down');
      } else {
        if (STKL === 3) {
          KZTAB = 2;
          SAP = PapDecimal.of('36');
          KFB = ZKF.multiply(PapDecimal.of('9756')).setScale(0, 'down');
        } else {
          if (STKL === 4) {
            SAP = PapDecimal.of('36');
            KFB = ZKF.multiply(PapDecimal.of('4878')).setScale(0, 'down');
          } else {
            if (STKL === 5) {
              SAP = PapDecimal.of('36');
              KFB = PapDecimal.ZERO;
            } else {
              KFB = PapDecimal.ZERO;
            }
          }
        }
      }
    }
    ZTABFB = EFA.add(ANP).add(SAP).add(FVBZ).setScale(2, 'down');
  }

  function MLSTJAHR(): void {
    UPEVP();
    ZVE = ZRE4.subtract(ZTABFB).subtract(VSP);
    UPMLST();
  }

  function UPLSTLZZ(): void {
    JW = LSTJAHR.multiply(ZAHL100);
    UPANTEIL();
    LSTLZZ = ANTEIL1;
  }

  function UPMLST(): void {
    if (ZVE.compareTo(ZAHL1) === -1) {
      ZVE = PapDecimal.ZERO;
      X = PapDecimal.ZERO;
    } else {
      X = ZVE.divide(PapDecimal.of(KZTAB)).setScale(0, 'down');
    }
    if (STKL < 5) {
      UPTAB26();
    } else {
      MST5_6();
    }
  }

  function UPEVP(): void {
    if (KRV === 1) {
      VSPR = PapDecimal.ZERO;
    } else {
      if (ZRE4VP.compareTo(BBGRVALV) === 1) {
        ZRE4VPR = BBGRVALV;
      } else {
        ZRE4VPR = ZRE4VP;
      }
      VSPR = ZRE4VPR.multiply(RVSATZAN).setScale(2, 'down');
    }
    MVSPKVPV();
    if (ALV === 1) {
      // nothing: the PAP leaves this branch empty
    } else {
      if (STKL === 6) {
        // nothing: the PAP leaves this branch empty
      } else {
        MVSPHB();
      }
    }
  }

  function MVSPKVPV(): void {
    if (ZRE4VP.compareTo(BBGKVPV) === 1) {
      ZRE4VPR = BBGKVPV;
    } else {
      ZRE4VPR = ZRE4VP;
    }
    if (PKV > 0) {
      if (STKL === 6) {
        VSPKVPV = PapDecimal.ZERO;
      } else {
        PKPVAGZJ = PKPVAGZ.multiply(ZAHL12).divide(ZAHL100).setScale(2, 'down');
        VSPKVPV = PKPV.multiply(ZAHL12).divide(ZAHL100).setScale(2, 'down');
        VSPKVPV = VSPKVPV.subtract(PKPVAGZJ);
        if (VSPKVPV.compareTo(PapDecimal.ZERO) === -1) {
          VSPKVPV = PapDecimal.ZERO;
        }
      }
    } else {
      VSPKVPV = ZRE4VPR.multiply(KVSATZAN.add(PVSATZAN)).setScale(2, 'down');
    }
    VSP = VSPKVPV.add(VSPR).setScale(0, 'up');
  }

  function MVSPHB(): void {
    if (ZRE4VP.compareTo(BBGRVALV) === 1) {
      ZRE4VPR = BBGRVALV;
    } else {
      ZRE4VPR = ZRE4VP;
    }
    VSPALV = AVSATZAN.multiply(ZRE4VPR).setScale(2, 'down');
    VSPHB = VSPALV.add(VSPKVPV).setScale(2, 'down');
    if (VSPHB.compareTo(PapDecimal.of('1900')) === 1) {
      VSPHB = PapDecimal.of('1900');
    }
    VSPN = VSPR.add(VSPHB).setScale(0, 'up');
    if (VSPN.compareTo(VSP) === 1) {
      VSP = VSPN;
    }
  }

  function MST5_6(): void {
    ZZX = X;
    if (ZZX.compareTo(W2STKL5) === 1) {
      ZX = W2STKL5;
      UP5_6();
      if (ZZX.compareTo(W3STKL5) === 1) {
        ST = ST.add(W3STKL5.subtract(W2STKL5).multiply(PapDecimal.of('0.42'))).setScale(0, 'down');
        ST = ST.add(ZZX.subtract(W3STKL5).multiply(PapDecimal.of('0.45'))).setScale(0, 'down');
      } else {
        ST = ST.add(ZZX.subtract(W2STKL5).multiply(PapDecimal.of('0.42'))).setScale(0, 'down');
      }
    } else {
      ZX = ZZX;
      UP5_6();
      if (ZZX.compareTo(W1STKL5) === 1) {
        VERGL = ST;
        ZX = W1STKL5;
        UP5_6();
        HOCH = ST.add(ZZX.subtract(W1STKL5).multiply(PapDecimal.of('0.42'))).setScale(0, 'down');
        if (HOCH.compareTo(VERGL) === -1) {
          ST = HOCH;
        } else {
          ST = VERGL;
        }
      }
    }
  }

  function UP5_6(): void {
    X = ZX.multiply(PapDecimal.of('1.25')).setScale(0, 'down');
    UPTAB26();
    ST1 = ST;
    X = ZX.multiply(PapDecimal.of('0.75')).setScale(0, 'down');
    UPTAB26();
    ST2 = ST;
    DIFF = ST1.subtract(ST2).multiply(ZAHL2);
    MIST = ZX.multiply(PapDecimal.of('0.14')).setScale(0, 'down');
    if (MIST.compareTo(DIFF) === 1) {
      ST = MIST;
    } else {
      ST = DIFF;
    }
  }

  function MSOLZ(): void {
    SOLZFREI = SOLZFREI.multiply(PapDecimal.of(KZTAB));
    if (JBMG.compareTo(SOLZFREI) === 1) {
      SOLZJ = JBMG.multiply(PapDecimal.of('5.5')).divide(ZAHL100).setScale(2, 'down');
      SOLZMIN = JBMG.subtract(SOLZFREI).multiply(PapDecimal.of('11.9')).divide(ZAHL100).setScale(2, 'down');
      if (SOLZMIN.compareTo(SOLZJ) === -1) {
        SOLZJ = SOLZMIN;
      }
      JW = SOLZJ.multiply(ZAHL100).setScale(0, 'down');
      UPANTEIL();
      SOLZLZZ = ANTEIL1;
    } else {
      SOLZLZZ = PapDecimal.ZERO;
    }
    if (R > 0) {
      JW = JBMG.multiply(ZAHL100);
      UPANTEIL();
      BK = ANTEIL1;
    } else {
      BK = PapDecimal.ZERO;
    }
  }

  function UPANTEIL(): void {
    if (LZZ === 1) {
      ANTEIL1 = JW;
    } else {
      if (LZZ === 2) {
        ANTEIL1 = JW.divide(ZAHL12, 0, 'down');
      } else {
        if (LZZ === 3) {
          ANTEIL1 = JW.multiply(ZAHL7).divide(ZAHL360, 0, 'down');
        } else {
          ANTEIL1 = JW.divide(ZAHL360, 0, 'down');
        }
      }
    }
  }

  function MSONST(): void {
    LZZ = 1;
    if (ZMVB === 0) {
      ZMVB = 12;
    }
    if (SONSTB.compareTo(PapDecimal.ZERO) === 0 && MBV.compareTo(PapDecimal.ZERO) === 0) {
      LSTSO = PapDecimal.ZERO;
      STS = PapDecimal.ZERO;
      SOLZS = PapDecimal.ZERO;
      BKS = PapDecimal.ZERO;
    } else {
      MOSONST();
      ZRE4J = JRE4.add(SONSTB).divide(ZAHL100).setScale(2, 'down');
      ZVBEZJ = JVBEZ.add(VBS).divide(ZAHL100).setScale(2, 'down');
      VBEZBSO = STERBE;
      MRE4SONST();
      MLSTJAHR();
      WVFRBM = ZVE.subtract(GFB).multiply(ZAHL100).setScale(2, 'down');
      if (WVFRBM.compareTo(PapDecimal.ZERO) === -1) {
        WVFRBM = PapDecimal.ZERO;
      }
      LSTSO = ST.multiply(ZAHL100);
      STS = LSTSO.subtract(LSTOSO).multiply(PapDecimal.of(f)).divide(ZAHL100, 0, 'down').multiply(ZAHL100);
      STSMIN();
    }
  }

  function STSMIN(): void {
    if (STS.compareTo(PapDecimal.ZERO) === -1) {
      if (MBV.compareTo(PapDecimal.ZERO) === 0) {
        // nothing: the PAP leaves this branch empty
      } else {
        LSTLZZ = LSTLZZ.add(STS);
        if (LSTLZZ.compareTo(PapDecimal.ZERO) === -1) {
          LSTLZZ = PapDecimal.ZERO;
        }
        SOLZLZZ = SOLZLZZ.add(STS.multiply(PapDecimal.of('5.5').divide(ZAHL100))).setScale(0, 'down');
        if (SOLZLZZ.compareTo(PapDecimal.ZERO) === -1) {
          SOLZLZZ = PapDecimal.ZERO;
        }
        BK = BK.add(STS);
        if (BK.compareTo(PapDecimal.ZERO) === -1) {
          BK = PapDecimal.ZERO;
        }
      }
      STS = PapDecimal.ZERO;
      SOLZS = PapDecimal.ZERO;
    } else {
      MSOLZSTS();
    }
    if (R > 0) {
      BKS = STS;
    } else {
      BKS = PapDecimal.ZERO;
    }
  }

  function MSOLZSTS(): void {
    if (ZKF.compareTo(PapDecimal.ZERO) === 1) {
      SOLZSZVE = ZVE.subtract(KFB);
    } else {
      SOLZSZVE = ZVE;
    }
    if (SOLZSZVE.compareTo(PapDecimal.ONE) === -1) {
      SOLZSZVE = PapDecimal.ZERO;
      X = PapDecimal.ZERO;
    } else {
      X = SOLZSZVE.divide(PapDecimal.of(KZTAB), 0, 'down');
    }
    if (STKL < 5) {
      UPTAB26();
    } else {
      MST5_6();
    }
    SOLZSBMG = ST.multiply(PapDecimal.of(f)).setScale(0, 'down');
    if (SOLZSBMG.compareTo(SOLZFREI) === 1) {
      SOLZS = STS.multiply(PapDecimal.of('5.5')).divide(ZAHL100, 0, 'down');
    } else {
      SOLZS = PapDecimal.ZERO;
    }
  }

  function MOSONST(): void {
    ZRE4J = JRE4.divide(ZAHL100).setScale(2, 'down');
    ZVBEZJ = JVBEZ.divide(ZAHL100).setScale(2, 'down');
    JLFREIB = JFREIB.divide(ZAHL100, 2, 'down');
    JLHINZU = JHINZU.divide(ZAHL100, 2, 'down');
    MRE4();
    MRE4ABZ();
    ZRE4VP = ZRE4VP.subtract(JRE4ENT.divide(ZAHL100));
    MZTABFB();
    VFRBS1 = ANP.add(FVB.add(FVBZ)).multiply(ZAHL100).setScale(2, 'down');
    MLSTJAHR();
    WVFRBO = ZVE.subtract(GFB).multiply(ZAHL100).setScale(2, 'down');
    if (WVFRBO.compareTo(PapDecimal.ZERO) === -1) {
      WVFRBO = PapDecimal.ZERO;
    }
    LSTOSO = ST.multiply(ZAHL100);
  }

  function MRE4SONST(): void {
    MRE4();
    FVB = FVBSO;
    MRE4ABZ();
    ZRE4VP = ZRE4VP.add(MBV.divide(ZAHL100)).subtract(JRE4ENT.divide(ZAHL100)).subtract(SONSTENT.divide(ZAHL100));
    FVBZ = FVBZSO;
    MZTABFB();
    VFRBS2 = ANP.add(FVB).add(FVBZ).multiply(ZAHL100).subtract(VFRBS1);
  }

  function UPTAB26(): void {
    if (X.compareTo(GFB.add(ZAHL1)) === -1) {
      ST = PapDecimal.ZERO;
    } else {
      if (X.compareTo(PapDecimal.of('17800')) === -1) {
        Y = X.subtract(GFB).divide(ZAHL10000, 6, 'down');
        RW = Y.multiply(PapDecimal.of('914.51'));
        RW = RW.add(PapDecimal.of('1400'));
        ST = RW.multiply(Y).setScale(0, 'down');
      } else {
        if (X.compareTo(PapDecimal.of('69879')) === -1) {
          Y = X.subtract(PapDecimal.of('17799')).divide(ZAHL10000, 6, 'down');
          RW = Y.multiply(PapDecimal.of('173.1'));
          RW = RW.add(PapDecimal.of('2397'));
          RW = RW.multiply(Y);
          ST = RW.add(PapDecimal.of('1034.87')).setScale(0, 'down');
        } else {
          if (X.compareTo(PapDecimal.of('277826')) === -1) {
            ST = X.multiply(PapDecimal.of('0.42')).subtract(PapDecimal.of('11135.63')).setScale(0, 'down');
          } else {
            ST = X.multiply(PapDecimal.of('0.45')).subtract(PapDecimal.of('19470.38')).setScale(0, 'down');
          }
        }
      }
    }
    ST = ST.multiply(PapDecimal.of(KZTAB));
  }

  // MAIN
  MPARA();
  MRE4JL();
  VBEZBSO = PapDecimal.ZERO;
  MRE4();
  MRE4ABZ();
  MBERECH();
  MSONST();
  return { BK, BKS, LSTLZZ, SOLZLZZ, SOLZS, STS, VFRB, VFRBS1, VFRBS2, WVFRB, WVFRBO, WVFRBM, ZVE };
}
