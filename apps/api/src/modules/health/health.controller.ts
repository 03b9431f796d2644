import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@taxatlas/contracts/api';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @ApiOkResponse({ description: '{ status: "ok", database: "up", version }' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer: { status: "error", database: "down", version }' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const health = await this.healthService.check();
    if (health.database === 'down') void reply.status(503);
    void reply.header('cache-control', 'no-store');
    return health;
  }
}
