/**
 * Every state's (and DC's) income tax rules, by two-letter code. One parameter file per state under
 * params/us/states/<code>.ts, each exporting `stateIncomeTax: StateIncomeTaxParameter`.
 */
import type { StateIncomeTaxParameter } from './state-tax-rules';
import type { UsStateCode } from './states';
import { stateIncomeTax as ak } from '../../params/us/states/ak';
import { stateIncomeTax as al } from '../../params/us/states/al';
import { stateIncomeTax as ar } from '../../params/us/states/ar';
import { stateIncomeTax as az } from '../../params/us/states/az';
import { stateIncomeTax as ca } from '../../params/us/states/ca';
import { stateIncomeTax as co } from '../../params/us/states/co';
import { stateIncomeTax as ct } from '../../params/us/states/ct';
import { stateIncomeTax as dc } from '../../params/us/states/dc';
import { stateIncomeTax as de } from '../../params/us/states/de';
import { stateIncomeTax as fl } from '../../params/us/states/fl';
import { stateIncomeTax as ga } from '../../params/us/states/ga';
import { stateIncomeTax as hi } from '../../params/us/states/hi';
import { stateIncomeTax as ia } from '../../params/us/states/ia';
import { stateIncomeTax as id } from '../../params/us/states/id';
import { stateIncomeTax as il } from '../../params/us/states/il';
import { stateIncomeTax as in_ } from '../../params/us/states/in';
import { stateIncomeTax as ks } from '../../params/us/states/ks';
import { stateIncomeTax as ky } from '../../params/us/states/ky';
import { stateIncomeTax as la } from '../../params/us/states/la';
import { stateIncomeTax as ma } from '../../params/us/states/ma';
import { stateIncomeTax as md } from '../../params/us/states/md';
import { stateIncomeTax as me } from '../../params/us/states/me';
import { stateIncomeTax as mi } from '../../params/us/states/mi';
import { stateIncomeTax as mn } from '../../params/us/states/mn';
import { stateIncomeTax as mo } from '../../params/us/states/mo';
import { stateIncomeTax as ms } from '../../params/us/states/ms';
import { stateIncomeTax as mt } from '../../params/us/states/mt';
import { stateIncomeTax as nc } from '../../params/us/states/nc';
import { stateIncomeTax as nd } from '../../params/us/states/nd';
import { stateIncomeTax as ne } from '../../params/us/states/ne';
import { stateIncomeTax as nh } from '../../params/us/states/nh';
import { stateIncomeTax as nj } from '../../params/us/states/nj';
import { stateIncomeTax as nm } from '../../params/us/states/nm';
import { stateIncomeTax as nv } from '../../params/us/states/nv';
import { stateIncomeTax as ny } from '../../params/us/states/ny';
import { stateIncomeTax as oh } from '../../params/us/states/oh';
import { stateIncomeTax as ok } from '../../params/us/states/ok';
import { stateIncomeTax as or } from '../../params/us/states/or';
import { stateIncomeTax as pa } from '../../params/us/states/pa';
import { stateIncomeTax as ri } from '../../params/us/states/ri';
import { stateIncomeTax as sc } from '../../params/us/states/sc';
import { stateIncomeTax as sd } from '../../params/us/states/sd';
import { stateIncomeTax as tn } from '../../params/us/states/tn';
import { stateIncomeTax as tx } from '../../params/us/states/tx';
import { stateIncomeTax as ut } from '../../params/us/states/ut';
import { stateIncomeTax as va } from '../../params/us/states/va';
import { stateIncomeTax as vt } from '../../params/us/states/vt';
import { stateIncomeTax as wa } from '../../params/us/states/wa';
import { stateIncomeTax as wi } from '../../params/us/states/wi';
import { stateIncomeTax as wv } from '../../params/us/states/wv';
import { stateIncomeTax as wy } from '../../params/us/states/wy';

export const stateIncomeTaxRules: Readonly<Record<UsStateCode, StateIncomeTaxParameter>> = {
  AL: al,
  AK: ak,
  AZ: az,
  AR: ar,
  CA: ca,
  CO: co,
  CT: ct,
  DE: de,
  DC: dc,
  FL: fl,
  GA: ga,
  HI: hi,
  ID: id,
  IL: il,
  IN: in_,
  IA: ia,
  KS: ks,
  KY: ky,
  LA: la,
  ME: me,
  MD: md,
  MA: ma,
  MI: mi,
  MN: mn,
  MS: ms,
  MO: mo,
  MT: mt,
  NE: ne,
  NV: nv,
  NH: nh,
  NJ: nj,
  NM: nm,
  NY: ny,
  NC: nc,
  ND: nd,
  OH: oh,
  OK: ok,
  OR: or,
  PA: pa,
  RI: ri,
  SC: sc,
  SD: sd,
  TN: tn,
  TX: tx,
  UT: ut,
  VT: vt,
  VA: va,
  WA: wa,
  WV: wv,
  WI: wi,
  WY: wy,
};
