import { Module } from '@nestjs/common';
import { UkIncomeTaxController } from './uk-income-tax.controller';

@Module({ controllers: [UkIncomeTaxController] })
export class CalculatorsModule {}
