import { Module } from '@nestjs/common';
import { ContactAdminController, ContactController } from './contact.controller';
import { ContactLimits } from './contact-limits';
import { ContactService } from './contact.service';

/** The contact form and the admin's inbox of its messages. */
@Module({
  controllers: [ContactController, ContactAdminController],
  providers: [ContactService, ContactLimits],
  exports: [ContactService],
})
export class ContactModule {}
