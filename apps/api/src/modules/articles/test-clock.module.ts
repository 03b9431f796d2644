import { Module } from '@nestjs/common';
import { ArticlesModule } from './articles.module';
import { TestClockController } from './test-clock.controller';

/** PUT/DELETE /api/test/clock; AppModule loads it only when TEST_CLOCK=enabled. */
@Module({
  imports: [ArticlesModule],
  controllers: [TestClockController],
})
export class TestClockModule {}
