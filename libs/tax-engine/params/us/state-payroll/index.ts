import type { UsStateCode } from '../../../src/us/states';
import { californiaPayrollContributions } from './ca';
import { massachusettsPayrollContributions } from './ma';
import { newJerseyPayrollContributions } from './nj';
import { newYorkPayrollContributions } from './ny';
import {
  coloradoPayrollContributions,
  connecticutPayrollContributions,
  minnesotaPayrollContributions,
  oregonPayrollContributions,
  pennsylvaniaPayrollContributions,
} from './other-states';
import { rhodeIslandPayrollContributions } from './ri';
import type { StatePayrollContribution } from './types';
import { washingtonPayrollContributions } from './wa';

/** The employee payroll contributions of each state that has them (docs/tax-parameters.md lists those not modelled). */
export const statePayrollContributions: Partial<Record<UsStateCode, readonly StatePayrollContribution[]>> = {
  CA: californiaPayrollContributions,
  CO: coloradoPayrollContributions,
  CT: connecticutPayrollContributions,
  MA: massachusettsPayrollContributions,
  MN: minnesotaPayrollContributions,
  NJ: newJerseyPayrollContributions,
  NY: newYorkPayrollContributions,
  OR: oregonPayrollContributions,
  PA: pennsylvaniaPayrollContributions,
  RI: rhodeIslandPayrollContributions,
  WA: washingtonPayrollContributions,
};
