import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { usFilingStatuses, usFilingStatusLabels, type UsFilingStatus } from '@taxatlas/tax-engine/us/filing-status';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';

/** The take-home form's lists; its POST /api/us-income-tax/calculate is routes/us-take-home.route.ts. */
@ApiTags('calculators')
@Controller('us-income-tax')
export class UsIncomeTaxController {
  @Get('tax-years')
  taxYears(): readonly number[] {
    return usTaxYears;
  }

  @Get('filing-statuses')
  filingStatuses(): { value: UsFilingStatus; label: string }[] {
    return usFilingStatuses.map((value) => ({ value, label: usFilingStatusLabels[value] }));
  }
}
