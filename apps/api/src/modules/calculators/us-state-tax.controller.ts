import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { supportedStateTaxYears } from '@taxatlas/tax-engine/us/state-income-tax';
import { usStates } from '@taxatlas/tax-engine/us/states';

/** The state form's list; its POST /api/us-state-tax/calculate is routes/us-state-tax.route.ts. */
@ApiTags('calculators')
@Controller('us-state-tax')
export class UsStateTaxController {
  @Get('states')
  @ApiOperation({ summary: 'The 50 states and DC with the tax years each has published figures for' })
  states(): { value: string; label: string; taxYears: number[] }[] {
    return usStates.map((state) => ({ value: state.code, label: state.name, taxYears: supportedStateTaxYears(state.code) }));
  }
}
