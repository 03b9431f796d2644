import { Module } from '@nestjs/common';
import { SavedCalculationsService } from './saved-calculations.service';

/** No controller: the desktop app calls the service in-process (RunningServer.savedCalculations). */
@Module({ providers: [SavedCalculationsService], exports: [SavedCalculationsService] })
export class SavedCalculationsModule {}
