import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { ContactAdminController, ContactController } from './contact.controller';
import { ContactLimits } from './contact-limits';
import { ContactRetention } from './contact-retention';
import { ContactService } from './contact.service';

/** The contact form, the admin's inbox of its messages, and the job that removes their IP addresses in time. */
@Module({
  imports: [SettingsModule],
  controllers: [ContactController, ContactAdminController],
  providers: [ContactService, ContactLimits, ContactRetention],
  exports: [ContactService, ContactRetention],
})
export class ContactModule {}
